'use client';

import { useMutation, useQuery, useQueryClient } from '@/lib/api/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { MAX_WINNERS } from '@/lib/domain/contests';
import { contestCalls, dashboardContestCalls } from '@/lib/api/hooks/use-contests';
import { ContestTimeline } from '../timeline';
import { StageBadge } from '../stage-badge';
import { ContestForm } from './contest-form';

const failed = async (error: unknown, fallback: string) => {
  const { apiErrorMessage } = await import('@/lib/api/errors');
  toast.error(apiErrorMessage(error, fallback));
};

/** /profile/contests/{id}: one of your contests — edit it, approve or reject entries, close voting, pick winners. */
export function ManageContest({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const key = ['dashboard', 'contests', id] as const;
  const contest = useQuery({ queryKey: key, queryFn: () => dashboardContestCalls.one(id), retry: false });
  const pending = useQuery({ queryKey: [...key, 'pending'], queryFn: () => dashboardContestCalls.entries(id, 'pending'), enabled: contest.isSuccess });
  const c = contest.data;
  const judging = c?.stage === 'judging';
  // A place with a shop voucher: announcing puts it in the winner's wallet, after which the server keeps the winners.
  const vouchers = Boolean(c?.prizes.some((p) => p.voucher));
  const top = useQuery({ queryKey: [...key, 'top'], queryFn: () => contestCalls.contestants(c!.slug, 1, 'votes'), enabled: Boolean(c && (judging || c.stage === 'winners')) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const moderate = useMutation({
    mutationFn: ({ entryId, action }: { entryId: number; action: 'approve' | 'reject' }) => dashboardContestCalls.moderate(id, entryId, action),
    onSuccess: (entry) => {
      toast.success(entry.status === 'approved' ? `“${entry.title}” is live.` : `“${entry.title}” was rejected.`);
      void refresh();
    },
    onError: (error) => void failed(error, 'That did not work. Please try again.'),
  });
  const close = useMutation({
    mutationFn: () => dashboardContestCalls.closeVoting(id),
    onSuccess: () => {
      toast.success('Voting is closed. Time to pick the winners.');
      void refresh();
    },
    onError: (error) => void failed(error, 'Voting was not closed. Please try again.'),
  });
  const winners = useMutation({
    mutationFn: () => dashboardContestCalls.winners(id, picked),
    onSuccess: () => {
      toast.success('The winners are announced.');
      void refresh();
    },
    onError: (error) => void failed(error, 'The winners were not saved. Please try again.'),
  });

  if (contest.isPending) return <p className="text-sm text-gray-700">Loading Please Wait</p>;
  if (!c) {
    return (
      <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
        <p className="font-semibold text-cocoa-900">We could not find that contest among yours.</p>
        <Link href="/profile/contests" className="mt-2 inline-block text-brand-700 underline">
          Back to your contests
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <StageBadge stage={c.stage} label={c.stageLabel} />
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{c.title}</h1>
        <p className="text-sm text-cocoa-900">
          <span className="font-semibold">{c.countdown}</span> · {c.entryCount} {c.entryCount === 1 ? 'entry' : 'entries'} ·{' '}
          <Link href={c.url} className="text-brand-700 underline">
            See the public page
          </Link>
        </p>
      </div>
      <ContestTimeline steps={c.timeline} />

      <section aria-labelledby="pending-title" className="rounded-2xl border border-cocoa-100 bg-white p-4">
        <h2 id="pending-title" className="font-display text-lg font-bold text-cocoa-900">
          Waiting for your approval {pending.data ? `(${pending.data.entries.length})` : ''}
        </h2>
        {pending.data?.entries.length === 0 ? <p className="mt-2 text-sm text-gray-700">Nothing waiting.</p> : null}
        <ul className="mt-3 flex flex-col gap-3" data-testid="pending-entries">
          {pending.data?.entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3">
              {e.photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small preview of the entry
                <img src={e.photo} alt="" width={56} height={56} className="size-14 rounded-lg bg-cocoa-50 object-cover" />
              ) : null}
              <span className="min-w-0 flex-1 text-sm">
                <strong className="text-cocoa-900">{e.title}</strong> <span className="text-gray-700">by {e.contestant.name}</span>
              </span>
              <button type="button" disabled={moderate.isPending} onClick={() => moderate.mutate({ entryId: e.id, action: 'approve' })} className="min-h-9 rounded-full bg-leaf-600 px-4 text-sm font-semibold text-white">
                Approve<span className="sr-only"> {e.title}</span>
              </button>
              <button type="button" disabled={moderate.isPending} onClick={() => moderate.mutate({ entryId: e.id, action: 'reject' })} className="min-h-9 rounded-full border border-cocoa-300 px-4 text-sm font-semibold text-cocoa-900">
                Reject<span className="sr-only"> {e.title}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      {c.stage === 'voting' ? (
        <section className="rounded-2xl border border-cocoa-100 bg-white p-4">
          <h2 className="font-display text-lg font-bold text-cocoa-900">Voting</h2>
          <p className="mt-1 text-sm text-gray-700">Close voting early to start judging now. Votes are refused from then on.</p>
          <button type="button" disabled={close.isPending} onClick={() => close.mutate()} className="mt-3 min-h-10 rounded-full border border-brand-600 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            Close voting now
          </button>
        </section>
      ) : null}

      {judging || c.stage === 'winners' ? (
        <section aria-labelledby="winners-title" className="rounded-2xl border border-saffron-400/50 bg-saffron-400/10 p-4">
          <h2 id="winners-title" className="font-display text-lg font-bold text-cocoa-900">
            {c.stage === 'winners' ? (vouchers ? 'Winners (final: their vouchers are in their wallets)' : 'Winners (you can change them)') : 'Pick the winners'}
          </h2>
          <p className="mt-1 text-sm text-gray-700">Choose up to {MAX_WINNERS} entries in order: the first you tick wins first place. Most voted first.</p>
          {vouchers && c.stage !== 'winners' ? (
            <p className="mt-1 text-sm text-gray-700">Places with a shop voucher put it in the winner’s prize wallet when you announce them, so the winners are then final.</p>
          ) : null}
          <ul className="mt-3 flex flex-col gap-2">
            {top.data?.contestants.map((e) => {
              const place = picked.indexOf(e.id);
              return (
                <li key={e.id}>
                  <label className="flex items-center gap-3 text-sm text-cocoa-900">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      checked={place >= 0}
                      disabled={place < 0 && picked.length >= MAX_WINNERS}
                      onChange={(ev) => setPicked((p) => (ev.target.checked ? [...p, e.id] : p.filter((x) => x !== e.id)))}
                    />
                    <span className="flex-1">
                      <strong>{e.title}</strong> by {e.contestant.name} · {e.voteCountText} votes
                    </span>
                    {place >= 0 ? <span className="font-bold">{['1st', '2nd', '3rd'][place]}</span> : null}
                  </label>
                </li>
              );
            })}
          </ul>
          {c.stage === 'winners' && vouchers ? null : (
            <button type="button" disabled={picked.length === 0 || winners.isPending} onClick={() => winners.mutate()} className="mt-3 min-h-10 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white disabled:opacity-60">
              Announce the winners
            </button>
          )}
        </section>
      ) : null}

      {c.stage !== 'winners' ? (
        <section className="rounded-2xl border border-cocoa-100 bg-white p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 className="font-display text-lg font-bold text-cocoa-900">Details</h2>
            <button type="button" onClick={() => setEditing((e) => !e)} aria-expanded={editing} className="min-h-9 rounded-full border border-cocoa-300 px-4 text-sm font-semibold text-cocoa-900">
              {editing ? 'Close' : 'Edit contest'}
            </button>
          </div>
          {editing ? (
            <div className="mt-4">
              <ContestForm
                contest={c}
                submitLabel="Save changes"
                onSubmit={async (values) => {
                  await dashboardContestCalls.update(id, values);
                  toast.success('Saved.');
                  setEditing(false);
                  await refresh();
                }}
              />
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
