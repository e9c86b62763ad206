'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { useRevealProblems } from '@/components/ui/reveal';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { ticketCalls } from '@/lib/api/hooks/use-care';
import {
  COMPLAINT_REASONS,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGE_MIN,
  TICKET_SUBJECT_MAX,
  TICKET_TOPIC_LABELS,
  type ComplaintReason,
} from '@/lib/domain/support-tickets';
import { PhotoPicker } from './photo-picker';
import { uploadTicketPhotos } from './upload-photos';

type Props = { order: { id: number; number: string } | null };

/**
 * Opens a ticket: with an order, a complaint (what went wrong, in the customer's words, photos); without, a general
 * question. On success the customer lands on the ticket's page.
 */
export function NewTicketForm({ order }: Props) {
  const router = useRouter();
  const reasonName = useId();
  const [reason, setReason] = useState<ComplaintReason | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (order && !reason) problems.reason = 'Choose what went wrong';
    if (!order && subject.trim().length < 3) problems.subject = 'Give your question a subject';
    if (message.trim().length < TICKET_MESSAGE_MIN) problems.message = `Write at least ${TICKET_MESSAGE_MIN} characters, so we can help`;
    setFields(problems);
    if (Object.keys(problems).length) {
      showProblems();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const attachments = await uploadTicketPhotos(photos);
      const ticket =
        order && reason
          ? (await ticketCalls.complain({ orderId: order.id, reason, message, attachments })).ticket
          : await ticketCalls.open({ subject, message, attachments });
      router.push(ticket.url);
    } catch (failure) {
      setFields(apiFieldErrors(failure));
      setError(apiErrorMessage(failure, 'We could not send this. Please try again.'));
      setBusy(false);
      showProblems();
    }
  };

  const fieldMessage = (name: string) =>
    fields[name] ? (
      <span role="alert" className="text-sm font-medium text-brand-800">
        {fields[name]}
      </span>
    ) : null;

  return (
    <form ref={attach} onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-2xl border border-cocoa-100 bg-white p-4" aria-label={order ? 'Report a problem' : 'Ask a question'}>
      {order ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-cocoa-900">What went wrong with order {order.number}?</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {COMPLAINT_REASONS.map((r) => (
              <label key={r} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-cocoa-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name={reasonName} value={r} checked={reason === r} onChange={() => setReason(r)} className="accent-brand-600" />
                {TICKET_TOPIC_LABELS[r]}
              </label>
            ))}
          </div>
          {fieldMessage('reason')}
        </fieldset>
      ) : (
        <label className="flex flex-col gap-1 text-sm font-semibold text-cocoa-900">
          Subject
          <input
            className="min-h-11 rounded-xl border border-cocoa-200 px-3 text-sm font-normal"
            maxLength={TICKET_SUBJECT_MAX}
            value={subject}
            aria-invalid={fields.subject ? true : undefined}
            onChange={(e) => setSubject(e.target.value)}
            placeholder="e.g. Photo cake for Saturday"
          />
          {fieldMessage('subject')}
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm font-semibold text-cocoa-900">
        {order ? 'Tell us what happened' : 'Your question'}
        <textarea
          className="min-h-32 rounded-xl border border-cocoa-200 p-3 text-sm font-normal"
          maxLength={TICKET_MESSAGE_MAX}
          value={message}
          aria-invalid={fields.message ? true : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
        {fieldMessage('message')}
      </label>
      <PhotoPicker
        label="Photos (optional)"
        help={`Up to ${TICKET_ATTACHMENTS_MAX} photos, e.g. of the cake as it arrived: only you and our customer care see them.`}
        files={photos}
        onChange={setPhotos}
        max={TICKET_ATTACHMENTS_MAX}
      />
      {fieldMessage('attachments')}
      <FormAlert message={error} />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Sending…' : order ? 'Send to customer care' : 'Send question'}
      </Button>
    </form>
  );
}
