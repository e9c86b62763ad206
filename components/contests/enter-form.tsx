'use client';

import Link from 'next/link';
import { useState } from 'react';
import { PhotoPicker } from '@/components/care/photo-picker';
import { useRevealProblems } from '@/components/ui/reveal';
import { ENTRY_STORY_MAX, ENTRY_TITLE_MAX } from '@/lib/domain/contests';
import { loginHref } from '@/lib/domain/referrer';
import type { OwnEntry } from '@/lib/server/services/contests/types';
import { hasSession, useUserStore } from '@/stores/user-store';

type Props = { slug: string; path: string; needsPhoto: boolean; approval: boolean; onEntered: (entry: OwnEntry) => void };

/** Entering while entries are open: a photo (upload/file, kind 'contest-entry'), a title and a story. */
export function EnterForm({ slug, path, needsPhoto, approval, onEntered }: Props) {
  const loggedIn = useUserStore(hasSession);
  const [files, setFiles] = useState<File[]>([]);
  const [title, setTitle] = useState('');
  const [story, setStory] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();

  if (!loggedIn) {
    return (
      <p className="text-sm text-cocoa-900">
        <Link href={loginHref(path)} prefetch={false} className="font-semibold text-brand-700 underline">
          Log in
        </Link>{' '}
        with a verified mobile number to enter.
      </p>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (needsPhoto && files.length === 0) {
      setErrors({ photoUploadId: 'Add a photo of your entry.' });
      showProblems();
      return;
    }
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const [{ uploadFile }, { contestCalls }] = await Promise.all([import('@/lib/api/hooks/use-uploads'), import('@/lib/api/hooks/use-contests')]);
      const photo = files[0] ? await uploadFile(files[0], 'contest-entry') : null;
      const entry = await contestCalls.enter(slug, { title, story, photoUploadId: photo?.id ?? null });
      onEntered(entry);
      setFiles([]);
      setTitle('');
      setStory('');
    } catch (error) {
      const { apiErrorMessage, apiFieldErrors } = await import('@/lib/api/errors');
      const fields = apiFieldErrors(error);
      setErrors(fields.file ? { ...fields, photoUploadId: fields.file } : fields);
      setMessage(apiErrorMessage(error, 'Your entry did not go through. Please try again.'));
      showProblems();
    } finally {
      setBusy(false);
    }
  };

  const field = 'mt-1 w-full rounded-xl border border-cocoa-300 bg-white px-3 py-2 text-sm text-cocoa-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';
  return (
    <form ref={attach} onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate aria-label="Enter this contest">
      {needsPhoto ? (
        // A group: a missing photo's message brings the picker itself to the shopper (components/ui/reveal.ts).
        <div role="group" aria-label="Photo">
          <PhotoPicker label="Photo of your entry" help="A JPEG, PNG or WebP photo you took, up to 8 MB." files={files} onChange={setFiles} max={1} />
          {errors.photoUploadId ? (
            <p role="alert" className="mt-1 text-sm font-medium text-brand-800">
              {errors.photoUploadId}
            </p>
          ) : null}
        </div>
      ) : null}
      <label className="text-sm font-semibold text-cocoa-900">
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={ENTRY_TITLE_MAX} required aria-invalid={errors.title ? true : undefined} className={field} />
        {errors.title ? <span className="mt-1 block text-sm font-medium text-brand-800">{errors.title}</span> : null}
      </label>
      <label className="text-sm font-semibold text-cocoa-900">
        Your story <span className="font-normal text-gray-700">(optional, up to {ENTRY_STORY_MAX} characters)</span>
        <textarea value={story} onChange={(e) => setStory(e.target.value)} maxLength={ENTRY_STORY_MAX} rows={4} className={field} />
      </label>
      {approval ? <p className="text-xs text-gray-700">The organiser approves entries before they appear.</p> : null}
      {message ? (
        <p role="alert" className="text-sm font-medium text-brand-800">
          {message}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="min-h-12 w-fit rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? 'Sending…' : 'Send my entry'}
      </button>
    </form>
  );
}
