import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { TicketSummary } from '@/lib/domain/support-tickets';
import { TicketStatusBadge } from './ticket-status-badge';

/** The customer's tickets: subject, status, the order it is about, and the last reply (who, when, its first line). */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  return (
    <ul className="divide-y divide-cocoa-100 rounded-2xl border border-cocoa-100 bg-white" data-testid="ticket-list">
      {tickets.map((t) => (
        <li key={t.id}>
          <Link href={t.url} prefetch={false} className="block p-4 hover:bg-cocoa-50">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 break-words font-semibold text-cocoa-900">{t.subject}</p>
              <TicketStatusBadge status={t.status} />
            </div>
            <p className="mt-0.5 text-xs text-gray-700">
              Ticket #{t.id}
              {t.order ? ` · order ${t.order.number}` : ''} · opened {formatKathmanduDate(t.createdAt, 'd MMM yyyy')}
            </p>
            <p className="mt-1 line-clamp-2 break-words text-sm text-gray-800">
              <span className="font-medium">{t.lastMessage.by === 'staff' ? 'Customer care' : 'You'}</span>,{' '}
              <time dateTime={t.lastMessage.at}>{formatKathmanduDate(t.lastMessage.at, 'd MMM, h:mm a')}</time>: {t.lastMessage.excerpt}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
