import type { Metadata } from 'next';
import Link from 'next/link';
import { InboxFilters } from '@/components/admin/support/inbox-filters';
import { inboxHref } from '@/components/admin/support/inbox-href';
import { InboxTable } from '@/components/admin/support/inbox-table';
import { InboxTabs } from '@/components/admin/support/inbox-tabs';
import { INBOX_STATE_LABELS } from '@/lib/domain/support-inbox';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { fieldErrors } from '@/lib/server/http/respond';
import { listInbox } from '@/lib/server/services/support';
import { inboxQuerySchema } from '@/lib/validation/support-inbox';

// The support inbox (issue 25): customers' tickets in four tabs with their counts, filtered by who they are assigned
// to and a search, one keyset page at a time, by the same service as GET admin/support. The view is its URL.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Support' };

type SearchParams = Record<string, string | string[] | undefined>;

function pathWithQuery(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v);
  const text = search.toString();
  return text ? `/admin/support?${text}` : '/admin/support';
}

async function load(params: SearchParams, staffUserId: number) {
  const parsed = inboxQuerySchema.safeParse(params);
  if (!parsed.success) {
    return { query: inboxQuerySchema.parse({}), list: await listInbox(inboxQuerySchema.parse({}), staffUserId), problems: Object.entries(fieldErrors(parsed.error)) };
  }
  try {
    return { query: parsed.data, list: await listInbox(parsed.data, staffUserId), problems: [] };
  } catch (error) {
    // A page link from another tab, or edited by hand: the same view from its first page.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const firstPage = { ...parsed.data, after: undefined };
    return { query: firstPage, list: await listInbox(firstPage, staffUserId), problems: [['page', error.message] as [string, string]] };
  }
}

export default async function SupportInboxPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const staff = await requireStaffPage('support.answer', pathWithQuery(params));
  const { query, list, problems } = await load(params, staff.user.id);
  const view = { state: query.state, assigned: query.assigned, q: query.q };
  return (
    <div className="mx-auto max-w-[1900px] space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold">Support</h1>
        <Link href="/admin/support/canned" className="text-sm font-semibold text-brand-700 underline">
          Canned replies
        </Link>
      </div>
      <InboxFilters view={view} />
      {problems.length ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Some of the address was not understood, so it was left out: {problems.map(([field, message]) => `${field}: ${message}`).join('; ')}
        </p>
      ) : null}
      <InboxTabs view={view} counts={list.counts} />
      <h2 className="sr-only">{INBOX_STATE_LABELS[query.state]}</h2>
      {list.tickets.length ? (
        <InboxTable rows={list.tickets} state={query.state} />
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center text-gray-700">No tickets here.</p>
      )}
      {query.after || list.next ? (
        <nav aria-label="Pages" className="flex gap-3 text-sm">
          {query.after ? (
            <Link href={inboxHref(view)} className="font-semibold text-brand-700 underline">
              ← First page
            </Link>
          ) : null}
          {list.next ? (
            <Link href={inboxHref({ ...view, after: list.next })} className="font-semibold text-brand-700 underline">
              Next page →
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
