'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { PHOTO_TYPES, photoFileError } from '@/lib/validation/upload-rules';

type Props = {
  label: string;
  help: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** How many photos at most (1: a single optional photo). */
  max: number;
};

/**
 * Optional photos for a review or a ticket message, previewed before sending. A wrong type or a file over the limit
 * is refused here (the server checks the bytes again when it is uploaded).
 */
export function PhotoPicker({ label, help, files, onChange, max }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // One object URL per chosen file, made when the files change and revoked when they change again or on unmount.
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-cocoa-900">
        {label}
      </label>
      <p id={`${id}-help`} className="text-xs text-gray-700">
        {help}
      </p>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple={max > 1}
        aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          const problem = chosen.map(photoFileError).find(Boolean) ?? null;
          setError(problem ?? (files.length + chosen.length > max ? `At most ${max} photo${max > 1 ? 's' : ''}.` : null));
          if (!problem) onChange([...(max > 1 ? files : []), ...chosen].slice(0, max));
          event.target.value = '';
        }}
        className="mt-1 w-full min-w-0 text-sm text-cocoa-800 file:mr-3 file:min-h-9 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
      {previews.length ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Chosen photos">
          {previews.map((src, i) => (
            <li key={src} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, nothing for the optimizer to do */}
              <img src={src} alt={`Chosen photo ${i + 1}`} width={64} height={64} className="size-16 rounded-lg border border-cocoa-200 object-cover" />
              <button
                type="button"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                className="absolute -right-2 -top-2 flex size-6 items-center justify-center rounded-full bg-cocoa-900 text-xs text-white"
                aria-label={`Remove photo ${i + 1}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
