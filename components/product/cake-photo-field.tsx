'use client';

import { useId, type Ref } from 'react';
import { useFilePreview } from '@/components/ui/use-file-preview';
import { PHOTO_TYPES, photoFileError } from '@/lib/validation/upload-rules';

type Props = {
  file: File | null;
  /** The message beside the field: a refused file, a failed upload, or "add your photo". */
  error: string | null;
  onChange: (file: File | null, error: string | null) => void;
  /** The file input, so the form can take the customer to it when the photo is missing. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * "Your photo" for a photo cake: a required picker with a preview of the chosen picture. A wrong type or a file over
 * 8 MB is refused here before anything is sent (the server checks the bytes again when it is uploaded).
 */
export function CakePhotoField({ file, error, onChange, ref }: Props) {
  const id = useId();
  const [preview, showPreview] = useFilePreview();

  return (
    <div className="rounded-2xl border border-cocoa-100 bg-cocoa-50/60 p-4">
      <label htmlFor={id} className="text-sm font-semibold text-cocoa-900">
        Your photo <span className="font-normal text-gray-700">(required)</span>
      </label>
      <p id={`${id}-help`} className="mt-0.5 text-xs text-gray-700">
        We print it on the cake in edible ink. JPEG, PNG or WebP, up to 8 MB.
      </p>
      <div className="mt-2 flex items-center gap-4">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, nothing for the optimizer to do
          <img src={preview} alt="Preview of your photo" width={80} height={80} className="size-20 shrink-0 rounded-xl border border-cocoa-200 object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-xl border border-dashed border-cocoa-300 text-2xl text-cocoa-400">
            +
          </span>
        )}
        <input
          ref={ref}
          id={id}
          name="photo"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? photoFileError(chosen) : null;
            if (problem) event.target.value = '';
            const accepted = problem ? null : chosen;
            showPreview(accepted);
            onChange(accepted, problem);
          }}
          className="w-full min-w-0 text-sm text-cocoa-800 file:mr-3 file:min-h-9 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
        />
      </div>
      {file && !error ? <p className="mt-1 truncate text-xs text-gray-700">Chosen: {file.name}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
