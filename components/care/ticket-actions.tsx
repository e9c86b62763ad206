'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { revealOnArrival, useRevealProblems } from '@/components/ui/reveal';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { ticketCalls } from '@/lib/api/hooks/use-care';
import { TICKET_ATTACHMENTS_MAX, TICKET_MESSAGE_MAX, TICKET_MESSAGE_MIN, type TicketStatus } from '@/lib/domain/support-tickets';
import { PhotoPicker } from './photo-picker';
import { replySignal } from './ticket-conversation';
import { uploadTicketPhotos } from './upload-photos';

type Props = { ticketId: number; status: TicketStatus; canResolve: boolean; canReopen: boolean; reopenText: string | null };

/** Reply (with photos), mark resolved, reopen: each answered by the server, then the page is read again. */
export function TicketActions({ ticketId, status, canResolve, canReopen, reopenText }: Props) {
  const router = useRouter();
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setFieldError(apiFieldErrors(failure).message ?? null);
      setError(apiErrorMessage(failure, 'That did not work. Please try again.'));
      showProblems();
    } finally {
      setBusy(false);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (message.trim().length < TICKET_MESSAGE_MIN) {
      setFieldError(`Write at least ${TICKET_MESSAGE_MIN} characters, so we can help`);
      showProblems();
      return;
    }
    setFieldError(null);
    void run(async () => {
      const attachments = await uploadTicketPhotos(photos);
      const { ticket, opened } = await ticketCalls.reply({ ticketId, message, attachments });
      setMessage('');
      setPhotos([]);
      if (opened) router.push(ticket.url);
      else {
        // The reply is read back as the newest message, above this (now empty) form: it comes to the shopper.
        revealOnArrival(replySignal(ticketId));
        router.refresh();
      }
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <form ref={attach} onSubmit={send} noValidate className="space-y-3 rounded-2xl border border-cocoa-100 bg-white p-4" aria-label="Reply">
        <label className="flex flex-col gap-1 text-sm font-semibold text-cocoa-900">
          {status === 'closed' ? 'Write to us again (this opens a new ticket)' : 'Your reply'}
          <textarea
            className="min-h-24 rounded-xl border border-cocoa-200 p-3 text-sm font-normal"
            maxLength={TICKET_MESSAGE_MAX}
            value={message}
            aria-invalid={fieldError ? true : undefined}
            onChange={(e) => setMessage(e.target.value)}
          />
          {fieldError ? (
            <span role="alert" className="text-sm font-medium text-brand-800">
              {fieldError}
            </span>
          ) : null}
        </label>
        <PhotoPicker label="Photos (optional)" help={`Up to ${TICKET_ATTACHMENTS_MAX} photos: only you and our customer care see them.`} files={photos} onChange={setPhotos} max={TICKET_ATTACHMENTS_MAX} />
        <FormAlert message={error} />
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Sending…' : 'Send'}
        </Button>
      </form>
      {canResolve || canReopen ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-gray-800">
          {canResolve ? (
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => void run(() => ticketCalls.resolve(ticketId).then(() => router.refresh()))}>
              Mark as resolved
            </Button>
          ) : null}
          {canReopen ? (
            <>
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => void run(() => ticketCalls.reopen(ticketId).then(() => router.refresh()))}>
                Reopen ticket
              </Button>
              {reopenText ? <span>{reopenText}</span> : null}
            </>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
