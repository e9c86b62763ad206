import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { queueHref } from '@/components/admin/applications/queue-href';
import { QueueTable } from '@/components/admin/applications/queue-table';
import { QueueTabs } from '@/components/admin/applications/queue-tabs';
import { APPLICATION_KIND_LABELS, APPLICATION_KINDS, APPLICATION_STATUSES, statusLabel, waitingStatus, type ApplicationKind } from '@/lib/domain/applications';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { listApplications, waitingCounts } from '@/lib/server/services/applications';
import { applicationListSchema } from '@/lib/validation/applications';

// The application queues (issue 25): influencer applications, business verification, seller applications, contact
// messages. One tab per kind, a status filter (the waiting state first, oldest first; the others newest first) and a
// keyset "next page" (the list costs the same at any depth). An application's page has its actions.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Applications' };

type SearchParams = Record<string, string | string[] | undefined>;

const isKind = (value: string): value is ApplicationKind => (APPLICATION_KINDS as readonly string[]).includes(value);

export default async function ApplicationQueuePage({ params, searchParams }: { params: Promise<{ kind: string }>; searchParams: Promise<SearchParams> }) {
  const { kind } = await params;
  const query = await searchParams;
  await requireStaffPage('moderation.act', `/admin/applications/${kind}`);
  if (!isKind(kind)) notFound();

  const parsed = applicationListSchema(kind).safeParse(query);
  const status = parsed.success ? parsed.data.status : waitingStatus(kind);
  let page;
  let problem: string | null = parsed.success ? null : 'Part of the address was not understood, so the list starts again from its first page.';
  try {
    page = await listApplications(kind, parsed.success ? parsed.data : { status });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    problem = error.message;
    page = await listApplications(kind, { status });
  }
  const waiting = await waitingCounts();
  const statuses = [...APPLICATION_STATUSES[kind], 'all'];
  const filterLabel = status === 'all' ? 'every state' : statusLabel(status).toLowerCase();

  return (
    <div className="mx-auto max-w-[1700px] space-y-3">
      <h1 className="text-xl font-bold">Applications</h1>
      <QueueTabs current={kind} waiting={waiting} />
      <nav aria-label={`${APPLICATION_KIND_LABELS[kind]} by state`} className="flex flex-wrap items-center gap-1 text-sm">
        <span className="mr-1 text-gray-700">Show:</span>
        {statuses.map((s) => (
          <Link
            key={s}
            href={queueHref(kind, s)}
            aria-current={s === status ? 'page' : undefined}
            className={`inline-flex min-h-9 items-center rounded-md border px-2.5 focus-visible:outline-2 focus-visible:outline-brand-600 ${
              s === status ? 'border-gray-900 bg-gray-900 font-semibold text-white' : 'border-gray-300 bg-white hover:bg-gray-100'
            }`}
          >
            {s === 'all' ? 'All' : statusLabel(s)}
          </Link>
        ))}
        <span className="ml-2 text-gray-700">{status === waitingStatus(kind) ? 'Oldest first: who waited longest is at the top.' : 'Newest first.'}</span>
      </nav>
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      {page.rows.length ? (
        <QueueTable kind={kind} rows={page.rows} caption={`${APPLICATION_KIND_LABELS[kind]}: ${filterLabel}`} />
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center text-gray-700">Nothing here: no {APPLICATION_KIND_LABELS[kind].toLowerCase()} in this state.</p>
      )}
      <nav aria-label="Pages" className="flex gap-2 text-sm">
        {query.after ? (
          <Link href={queueHref(kind, status)} className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 font-medium hover:bg-gray-100">
            First page
          </Link>
        ) : null}
        {page.next ? (
          <Link href={queueHref(kind, status, page.next)} rel="next" className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 font-medium hover:bg-gray-100">
            Next page →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
