'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { MODERATION_KIND_LABELS, MODERATION_MODE_LABELS, MODERATION_MODES, type ModerationKind, type ModerationMode } from '@/lib/domain/moderation';
import { BUTTON, moderationCall } from './moderation-call';

/** Lets a blocked author post this kind again. */
export function UnblockButton({ kind, userId, name }: { kind: ModerationKind; userId: number; name: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className={`${BUTTON} border border-gray-300 bg-white hover:bg-gray-50`}
      onClick={async () => {
        setPending(true);
        const answer = await moderationCall('delete', `admin/moderation/blocks?kind=${kind}&userId=${userId}`, null, `${name} can post ${MODERATION_KIND_LABELS[kind].many.toLowerCase()} again`);
        setPending(false);
        if (answer.ok) router.refresh();
      }}
    >
      Unblock<span className="sr-only"> {name} from {MODERATION_KIND_LABELS[kind].many.toLowerCase()}</span>
    </button>
  );
}

/** One kind's policy: publish first or hold, and whether new accounts' first posts are held. */
export function PolicyForm({ kind, mode, holdNewAccounts }: { kind: ModerationKind; mode: ModerationMode; holdNewAccounts: boolean }) {
  const router = useRouter();
  const [value, setValue] = useState(mode);
  const [hold, setHold] = useState(holdNewAccounts);
  const [pending, setPending] = useState(false);
  const id = useId();
  const label = MODERATION_KIND_LABELS[kind].many;
  return (
    <form
      className="flex flex-wrap items-center gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        const answer = await moderationCall('put', `admin/moderation/policies/${kind}`, { mode: value, holdNewAccounts: hold }, `${label}: saved`);
        setPending(false);
        if (answer.ok) router.refresh();
      }}
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">{label}: when a post appears</legend>
        {MODERATION_MODES.map((m) => (
          <label key={m} className="flex items-center gap-1 text-sm">
            <input type="radio" name={`${id}-mode`} value={m} checked={value === m} onChange={() => setValue(m)} />
            {MODERATION_MODE_LABELS[m]}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-1 text-sm">
        <input type="checkbox" checked={hold} onChange={(e) => setHold(e.target.checked)} />
        Hold a new account’s first posts
      </label>
      <button type="submit" disabled={pending || (value === mode && hold === holdNewAccounts)} className={`${BUTTON} bg-gray-900 text-white hover:bg-gray-700`}>
        Save<span className="sr-only"> {label}</span>
      </button>
    </form>
  );
}

/** A vote flag's decision, through the contests' own flag service. */
export function VoteFlagActions({ id }: { id: number }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const act = async (action: 'invalidate' | 'dismiss') => {
    setPending(true);
    const answer = await moderationCall('post', `admin/moderation/vote-flags/${id}`, { action }, action === 'invalidate' ? 'Votes taken off the counts' : 'Flag dismissed');
    setPending(false);
    if (answer.ok) router.refresh();
  };
  return (
    <div className="flex gap-1">
      <button type="button" disabled={pending} className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`} onClick={() => void act('invalidate')}>
        Invalidate votes<span className="sr-only"> of flag {id}</span>
      </button>
      <button type="button" disabled={pending} className={`${BUTTON} border border-gray-300 bg-white hover:bg-gray-50`} onClick={() => void act('dismiss')}>
        Dismiss<span className="sr-only"> flag {id}</span>
      </button>
    </div>
  );
}
