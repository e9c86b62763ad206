'use client';

import { useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/lib/validation/upload-rules';

type Props = { preview: string | null; onChange: (upload: { id: string; url: string } | null) => void };

/** The quiz's cover: a photo through upload/file (kind quiz-cover), or the drawn cover of its category. */
export function CoverField({ preview, onChange }: Props) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setState({ busy: false, error: 'Choose a JPEG, PNG or WebP picture.' });
    if (file.size > PHOTO_MAX_BYTES) return setState({ busy: false, error: `That picture is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.` });
    setState({ busy: true, error: null });
    try {
      const { uploadFile } = await import('@/lib/api/hooks/use-uploads');
      const upload = await uploadFile(file, 'quiz-cover');
      onChange({ id: upload.id, url: upload.url });
      setState({ busy: false, error: null });
    } catch (error) {
      const { apiErrorMessage } = await import('@/lib/api/errors');
      setState({ busy: false, error: apiErrorMessage(error, 'The picture could not be uploaded. Please try again.') });
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-cocoa-900">
        Cover <span className="font-normal text-gray-700">(optional: without one, the quiz gets a drawn cover with its title)</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, shown as sent
          <img src={preview} alt="The cover you chose" className="h-20 w-32 rounded-xl object-cover" />
        ) : null}
        <label className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {state.busy ? 'Uploading…' : preview ? 'Change the cover' : 'Upload a cover'}
          <input type="file" accept={PHOTO_TYPES.join(',')} className="sr-only" onChange={(e) => void pick(e.target.files?.[0])} disabled={state.busy} />
        </label>
        {preview ? (
          <button type="button" className="min-h-11 text-sm text-cocoa-800 underline" onClick={() => onChange(null)}>
            Use the drawn cover
          </button>
        ) : null}
      </div>
      {state.error ? (
        <p role="alert" className="text-sm font-medium text-brand-800">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
