'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { CONTEST_MESSAGES } from '@/lib/domain/contest-messages';
import { loginHref } from '@/lib/domain/referrer';
import { hasSession, useUserStore } from '@/stores/user-store';

const calls = () => import('@/lib/api/hooks/use-contests').then((m) => m.contestCalls);

type Props = {
  entryId: number;
  /** Who entered it: their own entry offers them no vote (the server refuses it too). */
  entrantId: number;
  title: string;
  onCounted: (voteCount: number, voteCountText: string) => void;
  size?: 'sm' | 'md';
  /** Already voted in this period, as the server said. */
  voted?: boolean;
};

/**
 * Vote for one entry. The server decides (one vote per entry and period, whatever the clicks): the count shown is the
 * one it answers. Guests are sent to log in and come back here; the entrant sees why there is no button.
 */
export function VoteButton({ entryId, entrantId, title, onCounted, size = 'sm', voted = false }: Props) {
  const loggedIn = useUserStore(hasSession);
  const viewerId = useUserStore((s) => s.profile?.id ?? null);
  const pathname = usePathname() ?? '/contests';
  const [busy, setBusy] = useState(false);
  const [votedNow, setVotedNow] = useState(false);
  const done = voted || votedNow;
  const classes = `inline-flex items-center justify-center gap-1.5 rounded-full font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
    size === 'sm' ? 'min-h-9 px-4 text-sm' : 'min-h-11 px-6 text-base'
  }`;

  if (!loggedIn) {
    return (
      <Link href={loginHref(pathname)} prefetch={false} className={`${classes} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}>
        Log in to vote<span className="sr-only"> for {title}</span>
      </Link>
    );
  }

  if (viewerId === entrantId) {
    // A note, not a button: nothing to press here (the server refuses a vote for one's own entry).
    return (
      <p className={`inline-flex items-center gap-1.5 font-semibold text-cocoa-800 ${size === 'sm' ? 'min-h-9 text-sm' : 'min-h-11 text-base'}`} data-testid="own-entry">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 shrink-0 fill-current">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        </svg>
        <span>
          {CONTEST_MESSAGES.ownEntryNote}
          {/* The reason in words on the entry's page; on a small tile for screen readers (the note says enough). */}
          <span className={size === 'md' ? 'font-normal' : 'sr-only'}>: {CONTEST_MESSAGES.ownEntryReason}</span>
        </span>
      </p>
    );
  }

  const vote = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const answer = await (await calls()).vote(entryId);
      onCounted(answer.voteCount, answer.voteCountText);
      setVotedNow(true);
      toast.success(answer.message, { id: `vote-${entryId}` });
    } catch (error) {
      const { apiErrorMessage } = await import('@/lib/api/errors');
      toast.error(apiErrorMessage(error, 'Your vote did not go through. Please try again.'), { id: `vote-${entryId}` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void vote()}
      disabled={busy}
      aria-pressed={done}
      className={`${classes} ${done ? 'border border-leaf-600 bg-leaf-500/10 text-leaf-700' : 'bg-brand-600 text-white hover:bg-brand-700'} disabled:opacity-70`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2 0 3.4 1.1 4.4 2.6 1-1.5 2.4-2.6 4.4-2.6 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      {done ? 'Voted' : 'Vote'}
      <span className="sr-only"> for {title}</span>
    </button>
  );
}
