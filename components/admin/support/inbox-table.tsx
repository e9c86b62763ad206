import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { InboxState } from '@/lib/domain/support-inbox';
import type { InboxRow } from '@/lib/server/services/support/inbox-list';

// One page of a tab as a dense table. The ticket's subject is its link (Tab to it, Enter opens the ticket). The time
// column says what the tab is sorted by: how long the customer has waited, when we answered, when it was resolved.

const SINCE_HEADER: Record<InboxState, string> = {
  new: 'Waiting since',
  waiting_us: 'Waiting since',
  waiting_customer: 'We answered',
  resolved: 'Resolved',
};

const when = (iso: string) => formatKathmanduDate(iso, 'd MMM, HH:mm');

export function InboxTable({ rows, state }: { rows: InboxRow[]; state: InboxState }) {
  const cell = 'px-2 py-2 align-top';
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[900px] border-collapse text-sm">
        <caption className="sr-only">Tickets</caption>
        <thead className="bg-gray-50 text-left text-xs uppercase tracking-wide text-gray-700">
          <tr>
            <th scope="col" className={cell}>
              Ticket
            </th>
            <th scope="col" className={cell}>
              Customer
            </th>
            <th scope="col" className={cell}>
              Last message
            </th>
            <th scope="col" className={cell}>
              Order
            </th>
            <th scope="col" className={cell}>
              Assigned to
            </th>
            <th scope="col" className={cell}>
              {SINCE_HEADER[state]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-100 hover:bg-gray-50" data-testid="inbox-row">
              <td className={cell}>
                <Link href={`/admin/support/${row.id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  #{row.id} {row.subject}
                </Link>
                <span className="block text-xs text-gray-700">{row.topicLabel}</span>
              </td>
              <td className={cell}>{row.customer.name}</td>
              <td className={`${cell} max-w-md`}>
                <span className="text-xs font-semibold text-gray-700">{row.lastMessage.by === 'customer' ? 'Customer' : 'Us'}: </span>
                <span className="line-clamp-2">{row.lastMessage.excerpt}</span>
              </td>
              <td className={cell}>
                {row.order ? (
                  <Link href={`/admin/orders/${row.order.id}`} className="whitespace-nowrap text-brand-800 underline">
                    {row.order.number}
                  </Link>
                ) : (
                  <span className="text-gray-700">—</span>
                )}
              </td>
              <td className={cell}>{row.assignee?.name ?? <span className="text-gray-700">Nobody</span>}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <time dateTime={row.since}>{when(row.since)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
