import type { Metadata } from 'next';
import Link from 'next/link';
import { PolicyForm, UnblockButton, VoteFlagActions } from '@/components/admin/moderation/small-actions';
import { QueueTable, ReportsTable } from '@/components/admin/moderation/moderation-tables';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { MODERATION_KIND_LABELS, MODERATION_KINDS, MODERATION_MODE_LABELS, MODERATION_STATES, NEW_ACCOUNT_APPROVED_POSTS, NEW_ACCOUNT_DAYS, isModerationKind, type ModerationState } from '@/lib/domain/moderation';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listVoteFlags } from '@/lib/server/services/contests';
import { decodeBlockCursor, listBlocks, listPolicies, listQueue, listReportGroups, openReportGroups } from '@/lib/server/services/moderation';
import { rowIdOrNull } from '@/lib/validation/ids';

// Moderation (issue 25): a tab per kind customers write (held first, then the recently published for the post-check,
// and the hidden), the reports queue grouped by reported thing, suspicious contest votes, blocked authors and the
// shop's policy per kind. Every list is a keyset page (Next page carries the cursor).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Moderation' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const TABS = [...MODERATION_KINDS.map((k) => ({ key: k, label: MODERATION_KIND_LABELS[k].many })), { key: 'reports', label: 'Reports' }, { key: 'votes', label: 'Vote flags' }, { key: 'blocked', label: 'Blocked authors' }, { key: 'settings', label: 'Settings' }] as const;
const STATE_LABELS: Record<ModerationState, string> = { held: 'Waiting for approval', published: 'Recently published', hidden: 'Hidden' };

function Pager({ href }: { href: string | null }) {
  return href ? (
    <p className="mt-2">
      <Link href={href} className="text-sm font-semibold text-brand-700 underline">
        Next page
      </Link>
    </p>
  ) : null;
}

export default async function ModerationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage('moderation.act', '/admin/moderation');
  const params = await searchParams;
  const tab = TABS.find((t) => t.key === one(params.tab))?.key ?? 'comment';
  const stateParam = one(params.state);
  const state: ModerationState = (MODERATION_STATES as readonly string[]).includes(stateParam ?? '') ? (stateParam as ModerationState) : 'held';
  const cursor = rowIdOrNull(one(params.cursor) ?? '');
  const openGroups = await openReportGroups();

  return (
    <div className="mx-auto max-w-[1800px] space-y-4">
      <div>
        <h1 className="text-xl font-bold">Moderation</h1>
        <p className="text-sm text-gray-700">
          What customers write. Hiding takes an item off every page, list and count at once and shows its author the reason. {openGroups > 0 ? `${openGroups >= 500 ? '500+' : openGroups} reported ${openGroups === 1 ? 'thing waits' : 'things wait'} for a look.` : ''}
        </p>
      </div>
      <nav aria-label="Moderation queues">
        <ul className="flex flex-wrap gap-1 border-b border-gray-200">
          {TABS.map((t) => (
            <li key={t.key}>
              <Link
                href={`/admin/moderation?tab=${t.key}`}
                aria-current={t.key === tab ? 'page' : undefined}
                className={`inline-block rounded-t-md px-3 py-2 text-sm font-semibold ${t.key === tab ? 'bg-gray-900 text-white' : 'text-gray-800 hover:bg-gray-100'}`}
              >
                {t.label}
                {t.key === 'reports' && openGroups > 0 ? ` (${openGroups >= 500 ? '500+' : openGroups})` : ''}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isModerationKind(tab) ? <KindTab kind={tab} state={state} cursor={cursor} /> : null}
      {tab === 'reports' ? <ReportsTab cursor={cursor} /> : null}
      {tab === 'votes' ? <VotesTab /> : null}
      {tab === 'blocked' ? <BlockedTab cursor={one(params.cursor)} /> : null}
      {tab === 'settings' ? <SettingsTab /> : null}
    </div>
  );
}

async function KindTab({ kind, state, cursor }: { kind: (typeof MODERATION_KINDS)[number]; state: ModerationState; cursor: number | null }) {
  const page = await listQueue(kind, state, cursor);
  const label = MODERATION_KIND_LABELS[kind].many;
  return (
    <section aria-labelledby="queue-heading" className="space-y-2">
      <h2 id="queue-heading" className="text-base font-bold">
        {label}: {STATE_LABELS[state].toLowerCase()}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label="Which items">
        {MODERATION_STATES.map((s) => (
          <li key={s}>
            <Link href={`/admin/moderation?tab=${kind}&state=${s}`} aria-current={s === state ? 'page' : undefined} className={`rounded-full px-3 py-1 ${s === state ? 'bg-gray-900 text-white' : 'border border-gray-300 bg-white'}`}>
              {STATE_LABELS[s]}
            </Link>
          </li>
        ))}
      </ul>
      <QueueTable items={page.items} caption={`${label}, ${STATE_LABELS[state].toLowerCase()}`} />
      <Pager href={page.next ? `/admin/moderation?tab=${kind}&state=${state}&cursor=${page.next}` : null} />
    </section>
  );
}

async function ReportsTab({ cursor }: { cursor: number | null }) {
  const page = await listReportGroups(cursor);
  return (
    <section aria-labelledby="reports-heading" className="space-y-2">
      <h2 id="reports-heading" className="text-base font-bold">
        Reported by customers
      </h2>
      <ReportsTable groups={page.groups} />
      <Pager href={page.next ? `/admin/moderation?tab=reports&cursor=${page.next}` : null} />
    </section>
  );
}

async function VotesTab() {
  const flags = await listVoteFlags('open', 1);
  return (
    <section aria-labelledby="votes-heading" className="space-y-2">
      <h2 id="votes-heading" className="text-base font-bold">
        Suspicious contest voting (open)
      </h2>
      {flags.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">No open flags.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full min-w-[900px] text-left text-sm">
            <caption className="sr-only">Open vote flags, oldest first</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-1.5">Contest</th>
                <th scope="col" className="px-3 py-1.5">Pattern</th>
                <th scope="col" className="px-3 py-1.5">Seen</th>
                <th scope="col" className="px-3 py-1.5">Actions</th>
              </tr>
            </thead>
            <tbody>
              {flags.map((f) => (
                <tr key={f.id} className="border-t border-gray-100 align-top">
                  <td className="px-3 py-2">
                    <Link href={`/contest/${f.contest.slug}`} className="text-brand-700 underline" prefetch={false}>
                      {f.contest.title}
                    </Link>
                    {f.entryId ? <span className="block text-xs">entry #{f.entryId}</span> : null}
                  </td>
                  <td className="px-3 py-2">{f.detail}</td>
                  <td className="whitespace-nowrap px-3 py-2">{formatKathmanduDate(f.updatedAt, 'd MMM, HH:mm')}</td>
                  <td className="px-3 py-2">
                    <VoteFlagActions id={f.id} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

async function BlockedTab({ cursor }: { cursor: string | undefined }) {
  const page = await listBlocks(decodeBlockCursor(cursor));
  return (
    <section aria-labelledby="blocked-heading" className="space-y-2">
      <h2 id="blocked-heading" className="text-base font-bold">
        Blocked authors
      </h2>
      {page.blocks.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">Nobody is blocked.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <table className="w-full min-w-[800px] text-left text-sm">
            <caption className="sr-only">Authors blocked from posting a kind, newest first</caption>
            <thead className="bg-gray-50 text-xs uppercase text-gray-600">
              <tr>
                <th scope="col" className="px-3 py-1.5">Author</th>
                <th scope="col" className="px-3 py-1.5">Blocked from</th>
                <th scope="col" className="px-3 py-1.5">Why</th>
                <th scope="col" className="px-3 py-1.5">By, when</th>
                <th scope="col" className="px-3 py-1.5">Actions</th>
              </tr>
            </thead>
            <tbody>
              {page.blocks.map((b) => (
                <tr key={`${b.userId}:${b.kind}`} className="border-t border-gray-100 align-top">
                  <td className="px-3 py-2">
                    {b.name} <span className="text-xs text-gray-600">@{b.username}</span>
                  </td>
                  <td className="px-3 py-2">{MODERATION_KIND_LABELS[b.kind].many}</td>
                  <td className="px-3 py-2">{b.reason}</td>
                  <td className="px-3 py-2">
                    {b.blockedBy ?? '—'}, {formatKathmanduDate(b.createdAt, 'd MMM yyyy')}
                  </td>
                  <td className="px-3 py-2">
                    <UnblockButton kind={b.kind} userId={b.userId} name={b.name} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager href={page.next ? `/admin/moderation?tab=blocked&cursor=${page.next}` : null} />
    </section>
  );
}

async function SettingsTab() {
  const policies = await listPolicies();
  return (
    <section aria-labelledby="settings-heading" className="space-y-2">
      <h2 id="settings-heading" className="text-base font-bold">
        When customers’ posts appear
      </h2>
      <p className="text-sm text-gray-700">
        “{MODERATION_MODE_LABELS['publish-first']}” shows a post at once and lists it under Recently published for a check. “{MODERATION_MODE_LABELS.hold}” shows it only once
        approved. With “Hold a new account’s first posts”, an account younger than {NEW_ACCOUNT_DAYS} days or with fewer than {NEW_ACCOUNT_APPROVED_POSTS} approved posts of
        that kind waits for approval either way.
      </p>
      <div className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {policies.map((p) => (
          <div key={p.kind} className="flex flex-wrap items-center gap-4 px-3 py-2">
            <h3 className="w-40 font-semibold">
              {MODERATION_KIND_LABELS[p.kind].many}
              {p.chosen ? null : <span className="block text-xs font-normal text-gray-600">(default)</span>}
            </h3>
            <PolicyForm kind={p.kind} mode={p.mode} holdNewAccounts={p.holdNewAccounts} />
          </div>
        ))}
      </div>
    </section>
  );
}
