'use client';

import Link from 'next/link';
import { useState } from 'react';
import { personUrl } from '@/lib/domain/people';
import type { EntryCard } from '@/lib/server/services/contests/types';
import { VoteButton } from './vote-button';

const PLACES = ['', '1st', '2nd', '3rd'];

/** One contestant in the grid: photo, title, contestant, votes, and the vote button while voting is open. */
export function EntryTile({ entry, canVote, voted = false }: { entry: EntryCard; canVote: boolean; voted?: boolean }) {
  // The count a vote answered, until the list brings a newer one from the server (which includes that vote).
  const [counted, setCounted] = useState<{ from: number; n: number; text: string } | null>(null);
  const votes = counted && counted.from === entry.voteCount ? counted : { n: entry.voteCount, text: entry.voteCountText };
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm" data-testid="contestant">
      {entry.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- SVG art or an upload served at its own size; lazy below the fold
        <img src={entry.photo} alt={`${entry.title}, by ${entry.contestant.name}`} width={400} height={400} loading="lazy" className="aspect-square w-full bg-cocoa-50 object-cover" />
      ) : (
        <div className="flex aspect-square items-center justify-center bg-cocoa-50 p-4 text-center font-display text-lg text-cocoa-800">{entry.title}</div>
      )}
      {entry.place ? (
        <span className="absolute left-2 top-2 rounded-full bg-saffron-400 px-3 py-0.5 text-xs font-bold text-cocoa-900">{PLACES[entry.place]} place</span>
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className="text-sm font-semibold leading-snug text-cocoa-900">
          <Link href={entry.url} className="hover:text-brand-700 hover:underline">
            {entry.title}
          </Link>
        </h3>
        <p className="text-xs text-gray-700">
          by{' '}
          <Link href={personUrl(entry.contestant.username)} prefetch={false} className="font-semibold text-cocoa-900 hover:text-brand-700 hover:underline">
            {entry.contestant.name}
          </Link>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <p className="text-sm text-cocoa-900">
            <span className="font-bold" data-testid="vote-count" title={`${votes.n} votes`}>
              {votes.text}
            </span>{' '}
            {votes.n === 1 ? 'vote' : 'votes'}
          </p>
          {canVote ? <VoteButton entryId={entry.id} entrantId={entry.contestant.id} title={entry.title} voted={voted} onCounted={(n, text) => setCounted({ from: entry.voteCount, n, text })} /> : null}
        </div>
      </div>
    </article>
  );
}
