'use client';

import { useId } from 'react';
import { useFilePreview } from '@/components/ui/use-file-preview';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, MESSAGES } from '@/lib/validation/account';
import { Avatar } from './avatar';

/** Same limits as the server (which also checks the bytes themselves): JPEG, PNG or WebP up to 2 MB. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type) || file.size > AVATAR_MAX_BYTES || file.size === 0) {
    return MESSAGES.avatar;
  }
  return null;
}

type Props = {
  name: string;
  current: string | null;
  error: string | null | undefined;
  onChange: (file: File | null, error: string | null) => void;
};

/** Photo picker with a preview of the chosen picture; a wrong type or size is refused before any upload. */
export function AvatarField({ name, current, error, onChange }: Props) {
  const id = useId();
  const [preview, showPreview] = useFilePreview();

  return (
    <div className="flex items-center gap-4">
      <Avatar name={name || '?'} src={preview ?? current} size={72} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
          Profile photo
        </label>
        <input
          id={id}
          name="avatar"
          type="file"
          accept={AVATAR_TYPES.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? avatarFileError(chosen) : null;
            if (problem) event.target.value = '';
            const accepted = problem ? null : chosen;
            showPreview(accepted);
            onChange(accepted, problem);
          }}
          className="w-full min-w-0 text-sm text-cocoa-800 file:mr-3 file:min-h-9 file:rounded-full file:border file:border-brand-600 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-brand-700 hover:file:bg-brand-50"
        />
        <p id={`${id}-help`} className={`text-sm ${error ? 'text-brand-700' : 'text-gray-700'}`}>
          {error ?? 'JPEG, PNG or WebP, up to 2 MB.'}
        </p>
      </div>
    </div>
  );
}
