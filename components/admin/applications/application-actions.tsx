'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { MAX_REASON, MAX_REPLY, type ApplicationKind } from '@/lib/domain/applications';
import { callAdmin } from '@/components/admin/staff/api-call';

// An application's actions: approve (with an optional note), reject with the reason the applicant reads, and for a
// contact message: answer by mail, mark handled. Only what the state allows is shown (the server decides `actions` and
// checks again); one request per tap (buttons disabled while it runs; the server also treats a repeat as one), the
// answer as a toast and the page drawn again from the server.

type Actions = { approve: boolean; reject: boolean; reply: boolean; handled: boolean };

const primary = 'min-h-10 rounded-md px-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const field = 'w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

function useCall() {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  async function run(name: string, path: string, body: unknown, done: string): Promise<boolean> {
    if (pending) return false;
    setPending(name);
    setFields({});
    const result = await callAdmin('post', path, body);
    setPending(null);
    if (result.ok) {
      toast.success(done);
      router.refresh();
      return true;
    }
    setFields(result.fields);
    toast.error(result.message);
    return false;
  }
  return { pending, fields, run };
}

function TextBox({ label, name, value, onChange, max, required, error, rows = 3 }: { label: string; name: string; value: string; onChange: (v: string) => void; max: number; required?: boolean; error?: string | undefined; rows?: number }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={max}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={field}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ApplicationActions({ kind, id, actions, approveLabel }: { kind: ApplicationKind; id: number; actions: Actions; approveLabel: string }) {
  const { pending, fields, run } = useCall();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [answer, setAnswer] = useState('');
  const base = `admin/applications/${kind}/${id}`;

  const decide = (decision: 'approve' | 'reject') => async (event: FormEvent) => {
    event.preventDefault();
    const text = decision === 'approve' ? note : reason;
    const sent = await run(decision, `${base}/review`, { decision, reason: text }, decision === 'approve' ? `${approveLabel}: the applicant is told` : 'Rejected: the applicant is told why');
    if (sent) (decision === 'approve' ? setNote : setReason)('');
  };

  return (
    <div className="space-y-4">
      {actions.approve ? (
        <form onSubmit={decide('approve')} className="space-y-2 rounded-lg border border-green-200 bg-green-50/40 p-3" aria-label={approveLabel}>
          <TextBox label="Note to the applicant (optional)" name="note" value={note} onChange={setNote} max={MAX_REASON} rows={2} error={fields.reason} />
          <button type="submit" disabled={pending !== null} className={`${primary} bg-green-800 hover:bg-green-900`}>
            {pending === 'approve' ? 'Saving…' : approveLabel}
          </button>
        </form>
      ) : null}
      {actions.reject ? (
        <form onSubmit={decide('reject')} className="space-y-2 rounded-lg border border-red-200 bg-red-50/40 p-3" aria-label="Reject">
          <TextBox label="Reason (the applicant reads it, by mail and SMS)" name="reason" value={reason} onChange={setReason} max={MAX_REASON} required error={fields.reason} />
          <button type="submit" disabled={pending !== null} className={`${primary} bg-red-800 hover:bg-red-900`}>
            {pending === 'reject' ? 'Saving…' : 'Reject'}
          </button>
        </form>
      ) : null}
      {actions.reply ? (
        <form
          aria-label="Answer by mail"
          className="space-y-2 rounded-lg border border-gray-200 bg-white p-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (await run('reply', `${base}/reply`, { body: answer }, 'Answer sent')) setAnswer('');
          }}
        >
          <TextBox label="Your answer (sent by mail; by SMS when only a phone was given)" name="body" value={answer} onChange={setAnswer} max={MAX_REPLY} required rows={6} error={fields.body} />
          <button type="submit" disabled={pending !== null} className={`${primary} bg-gray-900 hover:bg-gray-700`}>
            {pending === 'reply' ? 'Sending…' : 'Send the answer'}
          </button>
        </form>
      ) : null}
      {actions.handled ? (
        <button
          type="button"
          disabled={pending !== null}
          onClick={() => run('handled', `${base}/handled`, {}, 'Marked handled')}
          className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {pending === 'handled' ? 'Saving…' : 'Mark handled'}
        </button>
      ) : null}
    </div>
  );
}
