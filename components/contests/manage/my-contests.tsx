'use client';

import { useMutation, useQuery, useQueryClient } from '@/lib/api/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { dashboardContestCalls } from '@/lib/api/hooks/use-contests';
import { StageBadge } from '../stage-badge';
import { ContestForm } from './contest-form';

const STATUS = { pending: 'Waiting for approval', approved: 'Live', rejected: 'Not accepted' } as const;

/**
 * /profile/contests: the contests you run (with entries waiting for you), a form to start one, and the contests you
 * entered with your entries' votes. Everything through the dashboard API with the same session as the shop.
 */
export function MyContests() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const mine = useQuery({ queryKey: ['dashboard', 'contests', 'mine'], queryFn: dashboardContestCalls.mine });
  const entered = useQuery({ queryKey: ['dashboard', 'contests', 'entered'], queryFn: dashboardContestCalls.entered });
  const create = useMutation({
    mutationFn: dashboardContestCalls.create,
    onSuccess: async (contest) => {
      await queryClient.invalidateQueries({ queryKey: ['dashboard', 'contests', 'mine'] });
      router.push(`/profile/contests/${contest.id}`);
    },
  });

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="run-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="run-title" className="font-display text-xl font-bold text-cocoa-900">
            Contests you run
          </h2>
          {!creating ? (
            <button type="button" onClick={() => setCreating(true)} className="min-h-9 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
              Start a contest
            </button>
          ) : null}
        </div>
        {creating ? (
          <div className="mt-4 rounded-2xl border border-cocoa-100 bg-white p-4">
            <h3 className="mb-3 font-semibold text-cocoa-900">A new contest</h3>
            <ContestForm contest={null} submitLabel="Create contest" onSubmit={async (values) => void (await create.mutateAsync(values))} />
          </div>
        ) : null}
        {mine.isPending ? <p className="mt-3 text-sm text-gray-700">Loading Please Wait</p> : null}
        {mine.isError ? <p className="mt-3 text-sm text-brand-800">Your contests did not load. Please reload the page.</p> : null}
        {mine.data?.length === 0 && !creating ? <p className="mt-3 text-sm text-gray-700">You have not run a contest yet.</p> : null}
        {mine.data?.length ? (
          <ul className="mt-4 flex flex-col gap-3" data-testid="my-contests">
            {mine.data.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-cocoa-100 bg-white p-4">
                <div className="flex flex-col gap-1">
                  <StageBadge stage={c.stage} label={c.stageLabel} />
                  <Link href={`/profile/contests/${c.id}`} className="font-semibold text-cocoa-900 underline-offset-2 hover:text-brand-700 hover:underline">
                    {c.title}
                  </Link>
                  <span className="text-sm text-gray-700">
                    {c.entryCount} {c.entryCount === 1 ? 'entry' : 'entries'} · {c.countdown}
                  </span>
                </div>
                {c.pendingCount ? <span className="rounded-full bg-saffron-400/20 px-3 py-1 text-sm font-semibold text-cocoa-900">{c.pendingCount} waiting for you</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="entered-title">
        <h2 id="entered-title" className="font-display text-xl font-bold text-cocoa-900">
          Contests you entered
        </h2>
        {entered.isPending ? <p className="mt-3 text-sm text-gray-700">Loading Please Wait</p> : null}
        {entered.data?.length === 0 ? (
          <p className="mt-3 text-sm text-gray-700">
            None yet. <Link href="/contests" className="font-semibold text-brand-700 underline">See the contests open for entries</Link>.
          </p>
        ) : null}
        {entered.data?.length ? (
          <ul className="mt-4 flex flex-col gap-3">
            {entered.data.map(({ contest, entries }) => (
              <li key={contest.id} className="rounded-2xl border border-cocoa-100 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <Link href={contest.url} className="font-semibold text-cocoa-900 hover:text-brand-700 hover:underline">
                    {contest.title}
                  </Link>
                  <StageBadge stage={contest.stage} label={contest.stageLabel} />
                </div>
                <ul className="mt-2 flex flex-col gap-1 text-sm">
                  {entries.map((e) => (
                    <li key={e.id} className="flex flex-wrap justify-between gap-2">
                      {e.status === 'approved' ? (
                        <Link href={e.url} className="text-brand-700 underline">
                          {e.title}
                        </Link>
                      ) : (
                        <span className="font-semibold text-cocoa-900">{e.title}</span>
                      )}
                      <span className="text-cocoa-900">
                        {STATUS[e.status]} · <strong>{e.voteCountText}</strong> {e.voteCount === 1 ? 'vote' : 'votes'}
                        {e.place ? ` · ${['', '1st', '2nd', '3rd'][e.place]} place` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
