'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { ModerationKind, ModerationState } from '@/lib/domain/moderation';
import { BUTTON, moderationCall } from './moderation-call';

type Props = {
  kind: ModerationKind;
  id: number;
  state: ModerationState;
  /** The item's author (null: a seeded review without an account, who cannot be blocked). */
  author: { id: number; name: string } | null;
  /** 'report': hide resolves the reports, and dismiss is offered instead of approve. */
  from?: 'queue' | 'report';
  label: string;
};

/**
 * What a moderator does with one item: approve (publish), hide with the reason its author will see, block its author
 * from this kind. Hide and block open a small form with a labelled reason (required: the server refuses it empty).
 */
export function ItemActions({ kind, id, state, author, from = 'queue', label }: Props) {
  const router = useRouter();
  const [mode, setMode] = useState<'idle' | 'hide' | 'block'>('idle');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reasonId = useId();

  const run = async (method: 'post', path: string, body: unknown, success: string, field?: string) => {
    setPending(true);
    setError(null);
    const answer = await moderationCall(method, path, body, success);
    setPending(false);
    if (answer.ok) {
      setMode('idle');
      setReason('');
      router.refresh();
    } else if (field) setError(answer.fields[field] ?? null);
  };

  const hidePath = from === 'report' ? `admin/moderation/reports/${kind}/${id}` : `admin/moderation/items/${kind}/${id}`;

  return (
    <div className="flex flex-wrap items-start gap-1">
      {from === 'queue' && state !== 'published' ? (
        <button type="button" disabled={pending} className={`${BUTTON} bg-green-700 text-white hover:bg-green-800`} onClick={() => void run('post', `admin/moderation/items/${kind}/${id}`, { action: 'approve' }, `Published ${label}`)}>
          {state === 'hidden' ? 'Publish again' : 'Approve'}
          <span className="sr-only"> {label}</span>
        </button>
      ) : null}
      {from === 'report' ? (
        <button type="button" disabled={pending} className={`${BUTTON} border border-gray-300 bg-white hover:bg-gray-50`} onClick={() => void run('post', hidePath, { action: 'dismiss' }, `Dismissed the reports about ${label}`)}>
          Dismiss
          <span className="sr-only"> the reports about {label}</span>
        </button>
      ) : null}
      {state !== 'hidden' ? (
        <button type="button" disabled={pending} aria-expanded={mode === 'hide'} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} onClick={() => setMode(mode === 'hide' ? 'idle' : 'hide')}>
          Hide…
          <span className="sr-only"> {label}</span>
        </button>
      ) : null}
      {author ? (
        <button type="button" disabled={pending} aria-expanded={mode === 'block'} className={`${BUTTON} border border-gray-300 bg-white hover:bg-gray-50`} onClick={() => setMode(mode === 'block' ? 'idle' : 'block')}>
          Block author…
          <span className="sr-only"> {author.name}</span>
        </button>
      ) : null}
      {mode !== 'idle' ? (
        <form
          className="flex w-full flex-wrap items-start gap-1 pt-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (mode === 'hide') void run('post', hidePath, { action: 'hide', reason }, `Hid ${label}`, 'reason');
            else if (author) void run('post', 'admin/moderation/blocks', { kind, userId: author.id, reason }, `Blocked ${author.name}`, 'reason');
          }}
        >
          <label htmlFor={reasonId} className="w-full text-xs font-semibold">
            {mode === 'hide' ? 'Reason the author will see' : `Why block ${author?.name ?? 'the author'} (staff only)`}
          </label>
          <input
            id={reasonId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            minLength={3}
            maxLength={300}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
            className="min-h-8 min-w-0 flex-1 rounded-md border border-gray-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <button type="submit" disabled={pending} className={`${BUTTON} bg-gray-900 text-white hover:bg-gray-700`}>
            {mode === 'hide' ? 'Hide' : 'Block'}
          </button>
          {error ? (
            <p id={`${reasonId}-error`} role="alert" className="w-full text-xs text-red-800">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
