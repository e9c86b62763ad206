import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { kathmanduTime } from '@/components/admin/orders/format';
import { Fact, Section } from '@/components/admin/orders/section';
import { TicketControls } from '@/components/admin/support/ticket-controls';
import { TicketNoteForm, TicketReplyForm } from '@/components/admin/support/ticket-reply-form';
import { TicketThread } from '@/components/admin/support/ticket-thread';
import { formatNpr } from '@/lib/domain/money';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { inboxTicket } from '@/lib/server/services/support';
import { rowIdOrNull } from '@/lib/validation/ids';

// One ticket in the support inbox (issue 25): the conversation with internal notes, the reply form (canned replies,
// attachments) and the note form; beside it the customer with their recent orders, the assignment and resolve /
// reopen. The same service as GET admin/support/tickets/{id}. A wrong or unknown id is the shop's not-found page.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const id = rowIdOrNull((await params).id);
  return { title: id ? `Ticket #${id}` : 'Ticket' };
}

export default async function SupportTicketPage({ params }: Params) {
  const raw = (await params).id;
  const staff = await requireStaffPage('support.answer', `/admin/support/${encodeURIComponent(raw)}`);
  const id = rowIdOrNull(raw);
  if (id === null) notFound();
  const ticket = await inboxTicket(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const { customer } = ticket;
  return (
    <div className="mx-auto max-w-[1500px] space-y-3">
      <p className="text-sm">
        <Link href={ticket.state === 'new' ? '/admin/support' : `/admin/support?state=${ticket.state}`} className="text-brand-700 underline">
          ← Support inbox
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold">
          Ticket #{ticket.id}: {ticket.subject}
        </h1>
        <span data-testid="inbox-state" className="rounded-full bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white">
          {ticket.stateLabel}
        </span>
      </div>
      <p className="text-sm text-gray-800">
        {ticket.topicLabel} · opened {kathmanduTime(ticket.createdAt, true)} (Kathmandu)
        {ticket.order ? (
          <>
            {' · about '}
            <Link href={`/admin/orders/${ticket.order.id}`} className="font-semibold text-brand-800 underline">
              order {ticket.order.number}
            </Link>
          </>
        ) : null}
        {ticket.previousTicketId ? (
          <>
            {' · continues '}
            <Link href={`/admin/support/${ticket.previousTicketId}`} className="text-brand-800 underline">
              ticket #{ticket.previousTicketId}
            </Link>
          </>
        ) : null}
      </p>
      <div className="grid gap-3 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          <section aria-labelledby="conversation-title" className="space-y-2">
            <h2 id="conversation-title" className="text-sm font-bold uppercase tracking-wide text-gray-700">
              Conversation
            </h2>
            <TicketThread entries={ticket.entries} />
          </section>
          <TicketReplyForm ticketId={ticket.id} cannedReplies={ticket.cannedReplies} customerName={customer.name} />
          <TicketNoteForm ticketId={ticket.id} />
        </div>
        <div className="space-y-3">
          <Section title="Handling" id="handling-title">
            <TicketControls
              ticketId={ticket.id}
              assigneeId={ticket.assignee?.id ?? null}
              assignable={ticket.assignable}
              canResolve={ticket.canResolve}
              canReopen={ticket.canReopen}
              myId={staff.user.id}
            />
          </Section>
          <Section title="Customer" id="customer-title">
            <dl className="text-sm">
              <Fact term="Name">{customer.name}</Fact>
              <Fact term="Email">{customer.email ?? '—'}</Fact>
              <Fact term="Phone">{customer.phone ?? '—'}</Fact>
              <Fact term="Customer since">{kathmanduTime(customer.since, true)}</Fact>
            </dl>
          </Section>
          <Section title="Recent orders" id="orders-title">
            {ticket.recentOrders.length ? (
              <ul className="divide-y divide-gray-100 text-sm" data-testid="recent-orders">
                {ticket.recentOrders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-baseline justify-between gap-x-2 py-1.5">
                    <Link href={`/admin/orders/${order.id}`} className="font-semibold text-brand-800 underline">
                      {order.number}
                    </Link>
                    <span>{order.statusLabel}</span>
                    <span>{formatNpr(order.total, { compact: false })}</span>
                    <span className="w-full text-xs text-gray-700">Placed {kathmanduTime(order.createdAt)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-700">No orders yet.</p>
            )}
            <p className="mt-2 text-sm">
              <Link href={`/admin/orders?customer=${customer.id}`} className="text-brand-700 underline">
                All their orders
              </Link>
            </p>
          </Section>
        </div>
      </div>
    </div>
  );
}
