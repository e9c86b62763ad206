import 'server-only';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { INBOX_STATE_LABELS, TICKET_ASSIGNEE_ROLES, TICKET_RECENT_ORDERS, type InboxState } from '@/lib/domain/support-inbox';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/order-types';
import { TICKET_MESSAGES_LIMIT, TICKET_TOPIC_LABELS, type TicketTopic } from '@/lib/domain/support-tickets';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/server/db/client';
import { cannedReplies, orders, supportTickets, ticketMessages, ticketNotes, users } from '@/lib/server/db/schema';
import { attachmentTypes, ticketAttachmentUrl, ticketNotFound } from './views';

// One ticket as the support inbox shows it (GET admin/support/tickets/{id}, /admin/support/{id}): the conversation
// with staff's internal notes between its messages, the customer and their recent orders, who it is assigned to and
// who it could be, and the canned replies. Every read is bounded: the conversation by TICKET_MESSAGES_LIMIT per
// table (ticket_id indexes), the orders by TICKET_RECENT_ORDERS (orders_user_created_idx), the staff by the partial
// users_staff_idx, the canned replies by CANNED_REPLIES_MAX.

const assignedTo = alias(users, 'assigned_to');

export type InboxAttachment = { id: string; url: string; contentType: string; isPdf: boolean };

export type InboxEntry =
  | { kind: 'message'; id: number; author: 'customer' | 'staff'; authorName: string; body: string; attachments: InboxAttachment[]; at: string }
  | { kind: 'note'; id: number; authorName: string; body: string; at: string };

export type InboxTicket = {
  id: number;
  subject: string;
  topicLabel: string;
  status: string;
  state: InboxState;
  stateLabel: string;
  canResolve: boolean;
  canReopen: boolean;
  createdAt: string;
  order: { id: number; number: string } | null;
  previousTicketId: number | null;
  customer: { id: number; name: string; email: string | null; phone: string | null; since: string };
  recentOrders: Array<{ id: number; number: string; status: string; statusLabel: string; total: number; deliveryDate: string; createdAt: string }>;
  assignee: { id: number; name: string } | null;
  assignable: Array<{ id: number; name: string; role: string }>;
  entries: InboxEntry[];
  cannedReplies: Array<{ id: number; title: string; body: string }>;
};

/** Staff who answer tickets (support, manager, owner): the assignment's choices, over the partial users_staff_idx. */
export async function ticketAssignees(): Promise<Array<{ id: number; name: string; role: string }>> {
  return getDb()
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(ne(users.role, 'customer'), inArray(users.role, [...TICKET_ASSIGNEE_ROLES])))
    .orderBy(asc(users.name))
    .limit(200);
}

export const toAttachment = (id: string, types: Map<string, string>): InboxAttachment => {
  const contentType = types.get(id) ?? 'image/jpeg';
  return { id, url: ticketAttachmentUrl(id), contentType, isPdf: contentType === 'application/pdf' };
};

export async function inboxTicket(ticketId: number): Promise<InboxTicket> {
  const db = getDb();
  const [row] = await db
    .select({
      ticket: supportTickets,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone, since: users.createdAt },
      orderNumber: orders.number,
      assigneeName: assignedTo.name,
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(orders, eq(orders.id, supportTickets.orderId))
    .leftJoin(assignedTo, eq(assignedTo.id, supportTickets.assignedToId))
    .where(eq(supportTickets.id, ticketId));
  if (!row) throw ticketNotFound();
  const { ticket, customer } = row;
  const [messages, notes, recent, assignable, canned] = await Promise.all([
    db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId)).orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)).limit(TICKET_MESSAGES_LIMIT),
    db.select().from(ticketNotes).where(eq(ticketNotes.ticketId, ticketId)).orderBy(asc(ticketNotes.createdAt), asc(ticketNotes.id)).limit(TICKET_MESSAGES_LIMIT),
    db
      .select({ id: orders.id, number: orders.number, status: orders.status, total: orders.total, deliveryDate: orders.deliveryDate, createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.userId, customer.id))
      .orderBy(desc(orders.createdAt))
      .limit(TICKET_RECENT_ORDERS),
    ticketAssignees(),
    db.select({ id: cannedReplies.id, title: cannedReplies.title, body: cannedReplies.body }).from(cannedReplies).orderBy(asc(sql`lower(${cannedReplies.title})`)).limit(100),
  ]);
  const types = await attachmentTypes(messages.flatMap((m) => m.attachments));
  const entries: InboxEntry[] = [
    ...messages.map(
      (m): InboxEntry => ({
        kind: 'message',
        id: m.id,
        author: m.author as 'customer' | 'staff',
        authorName: m.author === 'customer' ? customer.name : `${m.staffName ?? 'Upahar Ghar'} (staff)`,
        body: m.body,
        attachments: m.attachments.map((id) => toAttachment(id, types)),
        at: m.createdAt.toISOString(),
      }),
    ),
    ...notes.map((n): InboxEntry => ({ kind: 'note', id: n.id, authorName: n.staffName, body: n.body, at: n.createdAt.toISOString() })),
  ].sort((a, b) => a.at.localeCompare(b.at) || (a.kind === b.kind ? a.id - b.id : a.kind === 'message' ? -1 : 1));
  const state = ticket.inboxState as InboxState;
  // Read from the ticket itself: someone who has since changed role still shows as who has it.
  const assignee = ticket.assignedToId !== null && row.assigneeName !== null ? { id: ticket.assignedToId, name: row.assigneeName } : null;
  return {
    id: ticket.id,
    subject: ticket.subject,
    topicLabel: TICKET_TOPIC_LABELS[ticket.topic as TicketTopic] ?? ticket.topic,
    status: ticket.status,
    state,
    stateLabel: INBOX_STATE_LABELS[state],
    canResolve: state !== 'resolved',
    canReopen: state === 'resolved',
    createdAt: ticket.createdAt.toISOString(),
    order: ticket.orderId !== null && row.orderNumber ? { id: ticket.orderId, number: row.orderNumber } : null,
    previousTicketId: ticket.previousTicketId,
    customer: { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone, since: customer.since.toISOString() },
    recentOrders: recent.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      statusLabel: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
      total: o.total,
      deliveryDate: o.deliveryDate,
      createdAt: o.createdAt.toISOString(),
    })),
    assignee,
    assignable: assignable.map((s) => ({ id: s.id, name: s.name, role: s.role })),
    entries,
    cannedReplies: canned,
  };
}
