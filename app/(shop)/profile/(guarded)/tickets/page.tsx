import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { TicketList } from '@/components/care/ticket-list';
import { ButtonLink } from '@/components/ui/button-link';
import { MAX_TICKET_PAGE } from '@/lib/domain/support-tickets';
import { listTickets } from '@/lib/server/services/support';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Support tickets', 'Your questions and complaints to Upahar Ghar customer care, and our answers.', '/profile/tickets');

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** SPEC /profile/tickets: the customer's tickets with their status and last reply, most recently active first. */
export default async function TicketsPage({ searchParams }: Props) {
  const member = await requireMember('/profile/tickets');
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(MAX_TICKET_PAGE, Math.trunc(Number(Array.isArray(raw) ? raw[0] : raw)) || 1));
  const { tickets, pagination } = await listTickets(member.id, page);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Support tickets</h1>
        <ButtonLink href="/profile/tickets/new" size="sm">
          Ask a question
        </ButtonLink>
      </div>
      <p className="text-sm text-gray-700">
        Something wrong with an order? Open it from <Link href="/profile/orders" className="font-semibold text-brand-700 underline">My orders</Link> and
        choose “Report a problem”, so we see the order at once.
      </p>
      {tickets.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">{page > 1 ? 'No more tickets' : 'No tickets yet'}</p>
          <p className="mt-1 text-sm text-gray-700">When you ask us something, the conversation stays here.</p>
        </div>
      ) : (
        <TicketList tickets={tickets} />
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Ticket pages" className="flex gap-4 text-sm">
          {page > 1 ? <Link href={`/profile/tickets?page=${page - 1}`} className="text-brand-700 underline">Newer tickets</Link> : null}
          {page < pagination.totalPages ? <Link href={`/profile/tickets?page=${page + 1}`} className="text-brand-700 underline">Older tickets</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
