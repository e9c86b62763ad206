import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { NewTicketForm } from '@/components/care/new-ticket-form';
import { CARE_HOURS } from '@/lib/domain/support-tickets';
import { ApiError } from '@/lib/server/http/errors';
import { ownOrder } from '@/lib/server/services/orders';
import { rowIdOrNull } from '@/lib/validation/ids';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Ask customer care', 'Ask Upahar Ghar customer care a question, or report a problem with an order.', '/profile/tickets');

type Props = { searchParams: Promise<{ orderId?: string | string[] }> };

/** Opens a ticket: ?orderId=… (the customer's own order) makes it a complaint about that order; else a question. */
export default async function NewTicketPage({ searchParams }: Props) {
  const raw = (await searchParams).orderId;
  const member = await requireMember('/profile/tickets/new');
  const orderId = rowIdOrNull(Array.isArray(raw) ? raw[0] : raw);
  // Someone else's (or no such) order: a plain question, never a hint that the order exists.
  const order =
    orderId === null
      ? null
      : await ownOrder(member.id, orderId).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        });
  return (
    <div className="flex flex-col gap-4">
      <Link href={order ? `/profile/orders/view-order/${order.id}` : '/profile/tickets'} className="text-sm font-medium text-brand-700 underline">
        ← {order ? `Order ${order.number}` : 'Support tickets'}
      </Link>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{order ? 'Report a problem' : 'Ask customer care'}</h1>
      <p className="text-sm text-gray-700">
        We answer every day, {CARE_HOURS} Kathmandu time, usually within a few hours. You will get our answer here, by email and by SMS.
      </p>
      <NewTicketForm order={order ? { id: order.id, number: order.number } : null} />
    </div>
  );
}
