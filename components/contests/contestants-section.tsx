'use client';

import { useEffect, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import type { Pagination } from '@/lib/domain/catalogue-types';
import type { ContestantSort } from '@/lib/domain/contests';
import type { EntryCard } from '@/lib/server/services/contests/types';
import { hasSession, useUserStore } from '@/stores/user-store';
import { EntryTile } from './entry-tile';

const calls = () => import('@/lib/api/hooks/use-contests').then((m) => m.contestCalls);

type Props = { slug: string; initial: { contestants: EntryCard[]; pagination: Pagination; sort: ContestantSort }; canVote: boolean };

const SORTS: Array<{ value: ContestantSort; label: string }> = [
  { value: 'votes', label: 'Most votes' },
  { value: 'newest', label: 'Newest' },
];

/** The contestants, 24 at a time (SPEC §4: page 1 replaces the list, later pages append), by votes or newest. */
export function ContestantsSection({ slug, initial, canVote }: Props) {
  const [list, setList] = useState(initial.contestants);
  const [pagination, setPagination] = useState(initial.pagination);
  const [sort, setSort] = useState(initial.sort);
  const [loading, setLoading] = useState(false);
  const [voted, setVoted] = useState<ReadonlySet<number>>(new Set());
  const loggedIn = useUserStore(hasSession);
  const markVoted = (ids: number[]) => setVoted((current) => new Set([...current, ...ids]));

  // The page is the same for everyone and cached for a minute: a logged-in voter learns which of the first page they
  // already voted for, and sees those tiles' counts as they are now (their own votes of an earlier visit included).
  // Only the counts change: the tiles stay where they are, as the visitor may already be reading them.
  useEffect(() => {
    if (!loggedIn || !canVote) return;
    let live = true;
    void calls()
      .then((c) => c.contestants(slug, 1, initial.sort))
      .then((answer) => {
        if (!live) return;
        markVoted(answer.votedEntryIds);
        const fresh = new Map(answer.contestants.map((c) => [c.id, c]));
        setList((current) => current.map((entry) => fresh.get(entry.id) ?? entry));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loggedIn, canVote, slug, initial.sort]);

  const load = async (page: number, nextSort: ContestantSort) => {
    setLoading(true);
    try {
      const answer = await (await calls()).contestants(slug, page, nextSort);
      setList((current) => (page === 1 ? answer.contestants : [...current, ...answer.contestants.filter((c) => !current.some((x) => x.id === c.id))]));
      setPagination(answer.pagination);
      setSort(nextSort);
      markVoted(answer.votedEntryIds);
    } catch {
      toast.error('The contestants did not load. Please try again.', { id: 'contestants' });
    } finally {
      setLoading(false);
    }
  };

  const more = pagination.currentPage < pagination.totalPages;
  return (
    <section aria-labelledby="contestants-title" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="contestants-title" className="font-display text-2xl font-bold text-cocoa-900">
          Contestants <span className="text-base font-normal text-gray-700">({pagination.total})</span>
        </h2>
        <div role="group" aria-label="Sort contestants" className="flex gap-1 rounded-full border border-cocoa-200 bg-white p-1">
          {SORTS.map((s) => (
            <button
              key={s.value}
              type="button"
              aria-pressed={sort === s.value}
              disabled={loading}
              onClick={() => sort !== s.value && void load(1, s.value)}
              className={`min-h-9 rounded-full px-4 text-sm font-semibold ${sort === s.value ? 'bg-brand-600 text-white' : 'text-cocoa-900 hover:bg-cocoa-50'}`}
            >
              {s.label}
            </button>
          ))}
        </div>
      </div>
      {list.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center text-cocoa-900">No entries yet. Be the first!</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy={loading}>
          {list.map((entry) => (
            <li key={entry.id}>
              <EntryTile entry={entry} canVote={canVote} voted={voted.has(entry.id)} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-col items-center gap-2">
        <p className="text-sm text-gray-700" aria-live="polite">
          Showing {list.length} of {pagination.total}
        </p>
        {more ? (
          <button
            type="button"
            disabled={loading}
            onClick={() => void load(pagination.currentPage + 1, sort)}
            className="min-h-11 rounded-full border border-brand-600 bg-white px-6 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
          >
            {loading ? 'Loading…' : 'Show more contestants'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
