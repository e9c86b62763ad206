import Link from 'next/link';
import { notFound } from 'next/navigation';
import { accountMetadata } from '@/components/account/account-metadata';
import { TicketActions } from '@/components/care/ticket-actions';
import { TicketConversation } from '@/components/care/ticket-conversation';
import { TicketStatusBadge } from '@/components/care/ticket-status-badge';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { REOPEN_WINDOW_DAYS } from '@/lib/domain/support-tickets';
import { ApiError } from '@/lib/server/http/errors';
import { ticketDetail } from '@/lib/server/services/support';
import { rowIdOrNull } from '@/lib/validation/ids';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Support ticket', 'Your conversation with Upahar Ghar customer care.', '/profile/tickets');

/** One ticket as a conversation, for its owner only (anyone else's id is the shop's 404). */
export default async function TicketPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const member = await requireMember(`/profile/tickets/${id}`);
  const ticketId = rowIdOrNull(id);
  if (ticketId === null) notFound();
  const ticket = await ticketDetail(member.id, ticketId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const reopenText = ticket.reopenUntil
    ? `You can reopen it until ${formatKathmanduDate(ticket.reopenUntil, 'd MMM, h:mm a')} (${REOPEN_WINDOW_DAYS} days after it was resolved).`
    : null;
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Link href="/profile/tickets" className="text-sm font-medium text-brand-700 underline">
        ← Support tickets
      </Link>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{ticket.subject}</h1>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p className="mt-1 text-sm text-gray-700">
          Ticket #{ticket.id} · {ticket.topicLabel}
          {ticket.order ? (
            <>
              {' · '}
              <Link href={`/profile/orders/view-order/${ticket.order.id}`} className="font-semibold text-brand-700 underline">
                order {ticket.order.number}
              </Link>
            </>
          ) : null}
        </p>
        <p className="mt-2 text-sm text-gray-800">{ticket.statusHint}</p>
        {ticket.previousTicketId ? (
          <p className="mt-1 text-sm">
            <Link href={`/profile/tickets/${ticket.previousTicketId}`} className="text-brand-700 underline">
              Continues ticket #{ticket.previousTicketId}
            </Link>
          </p>
        ) : null}
        {ticket.nextTicketId ? (
          <p className="mt-1 text-sm">
            <Link href={`/profile/tickets/${ticket.nextTicketId}`} className="text-brand-700 underline">
              Continued in ticket #{ticket.nextTicketId}
            </Link>
          </p>
        ) : null}
      </div>
      <TicketConversation messages={ticket.messages} ticketId={ticket.id} />
      <TicketActions ticketId={ticket.id} status={ticket.status} canResolve={ticket.canResolve} canReopen={ticket.canReopen} reopenText={reopenText} />
    </div>
  );
}
