'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField, inputClass } from '@/components/account/text-field';
import { useFormState } from '@/components/account/use-form-state';
import { useHydrated } from '@/components/pages/use-hydrated';
import { revealOnArrival, useRevealProblems } from '@/components/ui/reveal';
import { appliedSignal } from './applied-signal';
import { CV_MAX_BYTES, CV_MAX_MB, CV_MESSAGES, CV_TYPES } from '@/lib/domain/careers';

const FIELDS = ['phone', 'expectedSalary', 'coverNote', 'cvUploadId'] as const;

/** The picker's check before anything is sent (the server checks the bytes themselves). */
function cvFileError(file: File | null): string | null {
  if (!file || file.size === 0) return CV_MESSAGES.missing;
  const byName = /\.(pdf|docx)$/i.test(file.name);
  const byType = (Object.values(CV_TYPES) as string[]).includes(file.type);
  if (!byName && !byType) return CV_MESSAGES.type;
  if (file.size > CV_MAX_BYTES) return CV_MESSAGES.tooBig;
  return null;
}

/**
 * Apply for a posting: the CV goes first to career/upload (private, checked by content), then career/apply with its
 * id, the phone, the expected salary in rupees and a cover note. On success the page refreshes to "You applied", which
 * is brought into view and focused: the form it replaces was long, and the shorter page would leave a phone's
 * shopper looking at the footer.
 */
export function ApplyForm({ careerId, phone }: { careerId: number; phone: string }) {
  const router = useRouter();
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, { phone, expectedSalary: '', coverNote: '', cvUploadId: '' }, undefined, showProblems);
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const fileId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fileError = cvFileError(file);
    form.setErrors({});
    form.setFormError(null);
    if (fileError) {
      form.setErrors({ cvUploadId: fileError });
      showProblems();
      return;
    }
    const { careerApplySchema } = await import('@/lib/validation/careers');
    const shape = careerApplySchema.omit({ cvUploadId: true });
    if (!form.validate(shape, { careerId, phone: form.values.phone, expectedSalary: form.values.expectedSalary, coverNote: form.values.coverNote })) return;
    setPending(true);
    try {
      const { authApi } = await import('@/lib/api/client');
      const body = new FormData();
      body.append('file', file as File);
      let cvUploadId: string;
      try {
        cvUploadId = (await authApi.post<{ data: { id: string } }>('career/upload', body)).data.data.id;
      } catch (error) {
        const { apiFieldErrors, apiErrorMessage } = await import('@/lib/api/errors');
        form.setErrors({ cvUploadId: apiFieldErrors(error).file ?? apiErrorMessage(error, CV_MESSAGES.type) });
        showProblems();
        return;
      }
      await authApi.post('career/apply', {
        careerId,
        cvUploadId,
        phone: form.values.phone,
        expectedSalary: form.values.expectedSalary,
        coverNote: form.values.coverNote,
      });
      revealOnArrival(appliedSignal(careerId));
      router.refresh();
    } catch (error) {
      form.showServerError(error);
    } finally {
      setPending(false);
    }
  };

  const note = form.field('coverNote');
  return (
    <form ref={attach} method="post" data-hydrated={hydrated || undefined} onSubmit={onSubmit} noValidate aria-labelledby="apply-title" className="flex flex-col gap-4">
      <h2 id="apply-title" className="font-display text-2xl font-bold text-cocoa-900">
        Apply for this position
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-cocoa-900">
          Your CV <span className="font-normal text-gray-700">(PDF or Word, up to {CV_MAX_MB} MB)</span>
        </label>
        <input
          id={fileId}
          name="cv"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            form.setErrors({ ...form.errors, cvUploadId: undefined });
          }}
          aria-invalid={form.errors.cvUploadId ? true : undefined}
          aria-describedby={form.errors.cvUploadId ? `${fileId}-error` : undefined}
          className="block w-full min-w-0 text-sm text-cocoa-900 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {form.errors.cvUploadId ? (
          <p id={`${fileId}-error`} className="text-sm text-brand-700">
            {form.errors.cvUploadId}
          </p>
        ) : null}
      </div>
      <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="Expected salary" labelExtra="(रू a month, optional)" inputMode="numeric" {...form.field('expectedSalary')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${fileId}-note`} className="text-sm font-medium text-cocoa-900">
          Cover note <span className="font-normal text-gray-700">(optional)</span>
        </label>
        <textarea
          id={`${fileId}-note`}
          name="coverNote"
          rows={5}
          maxLength={2000}
          value={note.value}
          onChange={note.onChange}
          aria-invalid={note.error ? true : undefined}
          className={`${inputClass} h-auto py-2.5 ${note.error ? 'border-brand-600' : 'border-cocoa-200'}`}
          placeholder="Why this job, and where you work now."
        />
        {note.error ? <p className="text-sm text-brand-700">{note.error}</p> : null}
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>Send application</SubmitButton>
      <p className="text-xs text-gray-700">
        Your CV is private: only you and our hiring team can open it. See our{' '}
        <Link href="/privacy-policy" className="text-brand-700 underline">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
