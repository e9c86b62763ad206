'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { STAFF_ATTACHMENT_MESSAGES, STAFF_ATTACHMENT_TYPES, STAFF_REPLY_MAX, TICKET_NOTE_MAX } from '@/lib/domain/support-inbox';
import { TICKET_ATTACHMENTS_MAX } from '@/lib/domain/support-tickets';
import { PHOTO_MAX_BYTES } from '@/lib/validation/upload-rules';
import { callAdmin } from '../staff/api-call';

// The ticket page's two writing boxes: the reply to the customer (canned replies inserted at the cursor's end,
// photos and PDFs attached one by one) and the internal note. Each form carries a token made when it is drawn and
// renewed after each success: a double click or a retried request sends the same token, and the server stores the
// reply once. After sending, the page is drawn again from the server (router.refresh()).

type Canned = { id: number; title: string; body: string };
type Attached = { id: string; name: string; isPdf: boolean };

const field = 'w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const label = 'text-sm font-semibold text-gray-800';
const primary =
  'min-h-10 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const secondary =
  'min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** A random v4 uuid (crypto.randomUUID exists only on https and localhost; a tablet on the shop's LAN may be neither). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function fileError(file: File): string | null {
  if (file.size === 0) return STAFF_ATTACHMENT_MESSAGES.missing;
  if (!(STAFF_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return STAFF_ATTACHMENT_MESSAGES.type;
  if (file.size > PHOTO_MAX_BYTES) return STAFF_ATTACHMENT_MESSAGES.tooBig;
  return null;
}

export function TicketReplyForm({ ticketId, cannedReplies, customerName }: { ticketId: number; cannedReplies: Canned[]; customerName: string }) {
  const router = useRouter();
  const ids = useId();
  const [body, setBody] = useState('');
  const [canned, setCanned] = useState('');
  const [attached, setAttached] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const token = useRef(newToken());
  const box = useRef<HTMLTextAreaElement>(null);

  const insertCanned = () => {
    const chosen = cannedReplies.find((c) => String(c.id) === canned);
    if (!chosen) return;
    setBody((current) => (current.trim() ? `${current.trimEnd()}\n\n${chosen.body}` : chosen.body));
    box.current?.focus();
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (attached.length + files.length > TICKET_ATTACHMENTS_MAX) {
      setErrors({ file: `At most ${TICKET_ATTACHMENTS_MAX} attachments per reply.` });
      return;
    }
    setUploading(true);
    setErrors({});
    try {
      for (const file of files) {
        const problem = fileError(file);
        if (problem) {
          setErrors({ file: `${file.name}: ${problem}` });
          continue;
        }
        const form = new FormData();
        form.set('file', file);
        const result = await callAdmin<{ id: string; isPdf: boolean }>('post', 'admin/support/attachments', form);
        if (result.ok) setAttached((list) => [...list, { id: result.data.id, name: file.name, isPdf: result.data.isPdf }]);
        else setErrors({ file: result.fields.file ?? result.message });
      }
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await callAdmin<{ messageId: number }>('post', `admin/support/tickets/${ticketId}/replies`, {
      body,
      attachments: attached.map((a) => a.id),
      clientToken: token.current,
    });
    setPending(false);
    if (!result.ok) {
      setErrors({ ...result.fields, ...(Object.keys(result.fields).length ? {} : { form: result.message }) });
      return;
    }
    toast.success(`Reply sent to ${customerName} (mail and SMS)`);
    token.current = newToken();
    setBody('');
    setAttached([]);
    setErrors({});
    router.refresh();
  };

  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-gray-200 bg-white p-3" aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`} className="text-sm font-bold uppercase tracking-wide text-gray-700">
        Reply to the customer
      </h2>
      {cannedReplies.length ? (
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-1 flex-col gap-0.5 text-xs font-semibold text-gray-700">
            Canned reply
            <select value={canned} onChange={(e) => setCanned(e.target.value)} className={field}>
              <option value="">Choose a canned reply…</option>
              {cannedReplies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={secondary} onClick={insertCanned} disabled={!canned}>
            Insert into reply
          </button>
        </div>
      ) : null}
      <label htmlFor={`${ids}-body`} className={label}>
        Your reply (sent by mail and SMS)
      </label>
      <textarea
        id={`${ids}-body`}
        ref={box}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={7}
        maxLength={STAFF_REPLY_MAX}
        className={field}
        aria-invalid={errors.body ? true : undefined}
        aria-describedby={errors.body ? `${ids}-body-error` : undefined}
      />
      {errors.body ? (
        <p id={`${ids}-body-error`} className="text-sm text-red-800">
          {errors.body}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${ids}-file`} className={label}>
          Attach photos or PDFs (up to {TICKET_ATTACHMENTS_MAX}, 8 MB each)
        </label>
        <input
          id={`${ids}-file`}
          type="file"
          multiple
          accept={STAFF_ATTACHMENT_TYPES.join(',')}
          onChange={attach}
          disabled={uploading || attached.length >= TICKET_ATTACHMENTS_MAX}
          className="text-sm"
        />
        {uploading ? <span role="status">Uploading…</span> : null}
      </div>
      {errors.file || errors.attachments ? <p className="text-sm text-red-800">{errors.file ?? errors.attachments}</p> : null}
      {attached.length ? (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label="Attached files">
          {attached.map((a) => (
            <li key={a.id} className="flex items-center gap-1 rounded-md border border-gray-300 px-2 py-1">
              {a.isPdf ? 'PDF: ' : 'Photo: '}
              {a.name}
              <button type="button" className="ml-1 text-red-800 underline" onClick={() => setAttached((list) => list.filter((x) => x.id !== a.id))} aria-label={`Remove ${a.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.form || errors.clientToken ? (
        <p role="alert" className="text-sm text-red-800">
          {errors.form ?? errors.clientToken}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={pending || uploading}>
        {pending ? 'Sending…' : 'Send reply'}
      </button>
    </form>
  );
}

export function TicketNoteForm({ ticketId }: { ticketId: number }) {
  const router = useRouter();
  const ids = useId();
  const [body, setBody] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = useRef(newToken());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const result = await callAdmin('post', `admin/support/tickets/${ticketId}/notes`, { body, clientToken: token.current });
    setPending(false);
    if (!result.ok) {
      setError(result.fields.body ?? result.message);
      return;
    }
    toast.success('Note added (staff only)');
    token.current = newToken();
    setBody('');
    setError(null);
    router.refresh();
  };

  return (
    <form onSubmit={submit} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3" aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`} className="text-sm font-bold uppercase tracking-wide text-amber-950">
        Internal note
      </h2>
      <label htmlFor={`${ids}-body`} className={label}>
        Note for staff (never shown or sent to the customer)
      </label>
      <textarea
        id={`${ids}-body`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={TICKET_NOTE_MAX}
        className={field}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ids}-error` : undefined}
      />
      {error ? (
        <p id={`${ids}-error`} className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" className={secondary} disabled={pending}>
        {pending ? 'Adding…' : 'Add note'}
      </button>
    </form>
  );
}
