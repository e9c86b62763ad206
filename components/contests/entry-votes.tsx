'use client';

import { useState } from 'react';
import { VoteButton } from './vote-button';

/** The entry page's vote count (K/M/B/T) and, while voting is open, its vote button. */
export function EntryVotes({ entryId, title, voteCount, voteCountText, canVote }: { entryId: number; title: string; voteCount: number; voteCountText: string; canVote: boolean }) {
  const [votes, setVotes] = useState({ n: voteCount, text: voteCountText });
  return (
    <div className="flex flex-wrap items-center gap-4">
      <p className="text-cocoa-900">
        <span className="font-display text-3xl font-bold" data-testid="vote-count" title={`${votes.n} votes`}>
          {votes.text}
        </span>{' '}
        {votes.n === 1 ? 'vote' : 'votes'}
      </p>
      {canVote ? <VoteButton entryId={entryId} title={title} size="md" onCounted={(n, text) => setVotes({ n, text })} /> : null}
    </div>
  );
}
