import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { Avatar } from '@/components/account/avatar';
import { inputClass } from '@/components/account/text-field';
import { ConnectionRowActions } from '@/components/people/connection-row-actions';
import { Button } from '@/components/ui/button';
import { PENDING_LIFETIME_MONTHS } from '@/lib/domain/connections';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { CONNECTION_COUNT_CAP, CONNECTION_TABS, type ConnectionTab } from '@/lib/domain/people';
import { listConnections } from '@/lib/server/services/people';
import { connectionsQuerySchema, type ConnectionsQuery } from '@/lib/validation/people';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Connections', 'Your connections on Upahar Ghar and the requests you sent and received.', '/profile/connections');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TAB_LABELS: Record<ConnectionTab, string> = { connections: 'Connections', incoming: 'Requests', sent: 'Sent', hidden: 'Hidden' };
const EMPTY: Record<ConnectionTab, string> = {
  connections: 'No connections yet. Visit someone’s page (a blog comment or a review names them) and press Connect.',
  incoming: 'No requests waiting for you.',
  sent: 'You have no requests waiting for an answer.',
  hidden: 'Nothing hidden. Requests you hide wait here until you answer them.',
};
const AT_LABEL: Record<ConnectionTab, string> = { connections: 'Connected', incoming: 'Sent', sent: 'Sent', hidden: 'Sent' };

function href(query: { tab: ConnectionTab; q?: string | null; page?: number }) {
  const params = new URLSearchParams();
  if (query.tab !== 'connections') params.set('tab', query.tab);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return `/profile/connections${text ? `?${text}` : ''}`;
}

/** SPEC /profile/connections: connections, incoming, sent and hidden requests, each searchable by name or handle. */
export default async function ConnectionsPage({ searchParams }: Props) {
  const member = await requireMember('/profile/connections');
  const parsed = connectionsQuerySchema.safeParse(await searchParams);
  const query: ConnectionsQuery = parsed.success ? parsed.data : { tab: 'connections', page: 1 };
  const { tab, q, items, counts, pagination } = await listConnections(member.id, query);
  const countText = (n: number, t: ConnectionTab) => (t !== 'connections' && n >= CONNECTION_COUNT_CAP ? `${CONNECTION_COUNT_CAP}+` : String(n));

  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Connections</h1>
      <nav aria-label="Connection lists">
        <ul className="flex flex-wrap gap-2">
          {CONNECTION_TABS.map((t) => (
            <li key={t}>
              <Link
                href={href({ tab: t, q })}
                prefetch={false}
                aria-current={t === tab ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-medium ${
                  t === tab ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-cocoa-200 text-cocoa-900 hover:bg-cocoa-50'
                }`}
              >
                {TAB_LABELS[t]} <span className="text-gray-700">({countText(counts[t], t)})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <form action="/profile/connections" method="get" role="search" className="flex gap-2">
        {tab !== 'connections' ? <input type="hidden" name="tab" value={tab} /> : null}
        <label htmlFor="connections-q" className="sr-only">
          Search {TAB_LABELS[tab].toLowerCase()} by name or username
        </label>
        <input id="connections-q" name="q" type="search" defaultValue={q ?? ''} maxLength={60} placeholder="Name or username" className={`${inputClass} border-cocoa-200`} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {tab === 'incoming' || tab === 'sent' ? (
        <p className="text-sm text-gray-700">Requests nobody answers lapse after {PENDING_LIFETIME_MONTHS} months.</p>
      ) : null}
      {items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">{q ? `Nobody matches “${q}”` : EMPTY[tab]}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-cocoa-100 rounded-2xl border border-cocoa-100 bg-white" data-testid="connection-list">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="connection-item">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar name={item.person.name} src={item.person.avatar} size={44} />
                <div className="min-w-0">
                  <Link href={item.person.url} prefetch={false} className="block truncate font-semibold text-cocoa-900 hover:text-brand-700 hover:underline">
                    {item.person.name}
                  </Link>
                  <p className="truncate text-sm text-gray-700">
                    @{item.person.username} · {AT_LABEL[tab]} <time dateTime={item.at}>{formatKathmanduDate(item.at, 'd MMM yyyy')}</time>
                  </p>
                </div>
              </div>
              <ConnectionRowActions tab={tab} id={item.id} username={item.person.username} name={item.person.name} />
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Pages" className="flex gap-4 text-sm">
          {pagination.currentPage > 1 ? (
            <Link href={href({ tab, q, page: pagination.currentPage - 1 })} className="text-brand-700 underline">
              Previous page
            </Link>
          ) : null}
          {pagination.currentPage < pagination.totalPages ? (
            <Link href={href({ tab, q, page: pagination.currentPage + 1 })} className="text-brand-700 underline">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
