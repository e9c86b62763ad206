'use client';

import { useEffect, useState } from 'react';
import { hasSession, useUserStore } from '@/stores/user-store';
import { VoteButton } from './vote-button';

/** The entry page's vote count (K/M/B/T) and, while voting is open, its vote button. */
export function EntryVotes({
  entryId,
  entrantId,
  title,
  voteCount,
  voteCountText,
  canVote,
}: {
  entryId: number;
  entrantId: number;
  title: string;
  voteCount: number;
  voteCountText: string;
  canVote: boolean;
}) {
  const [votes, setVotes] = useState({ n: voteCount, text: voteCountText });
  const [voted, setVoted] = useState(false);
  const loggedIn = useUserStore(hasSession);
  // The page is the same for everyone and cached for a minute: whether this visitor voted today, and the count as it
  // is now (their vote of an earlier visit included), are asked in the browser.
  useEffect(() => {
    if (!loggedIn || !canVote) return;
    let live = true;
    void import('@/lib/api/hooks/use-contests')
      .then((m) => m.contestCalls.entry(entryId))
      .then((entry) => {
        if (!live) return;
        setVoted(entry.viewerVoted === true);
        setVotes({ n: entry.voteCount, text: entry.voteCountText });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, canVote, entryId]);
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="text-cocoa-900">
        <span className="font-display text-3xl font-bold" data-testid="vote-count" title={`${votes.n} votes`}>
          {votes.text}
        </span>{' '}
        {votes.n === 1 ? 'vote' : 'votes'}
      </p>
      {canVote ? <VoteButton entryId={entryId} entrantId={entrantId} title={title} size="md" voted={voted} onCounted={(n, text) => setVotes({ n, text })} /> : null}
    </div>
  );
}
