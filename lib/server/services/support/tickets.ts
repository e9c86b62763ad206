import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { makePagination } from '@/lib/server/services/catalogue/product-card';
import {
  canReopen,
  canResolve,
  excerpt,
  REOPEN_WINDOW_DAYS,
  replyOutcome,
  statusAfterMessage,
  TICKET_TOPIC_LABELS,
  TICKETS_PER_PAGE,
  type TicketDetail,
  type TicketStatus,
  type TicketSummary,
  type TicketTopic,
} from '@/lib/domain/support-tickets';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { orders, supportTickets, ticketMessages, uploads, type SupportTicketRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { ownOrder } from '@/lib/server/services/orders/views';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import type { ComplainInput, OpenTicketInput, ReplyTicketInput } from '@/lib/validation/support';
import { buildTicketDetail, ownTicketRow, ticketNotFound, toTicketSummary } from './views';

// A customer's support tickets: open one (general, or a complaint about their order), read and answer the
// conversation, mark it resolved, reopen it within REOPEN_WINDOW_DAYS. Every call is the owner's: anyone else's
// ticket is a 404. The status rules themselves are pure (lib/domain/support-tickets.ts).

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const orderRef = async (orderId: number | null): Promise<{ id: number; number: string } | null> => {
  if (orderId === null) return null;
  const [row] = await getDb().select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
};

/** The customer's tickets, most recently active first, over support_tickets_user_updated_idx. */
export async function listTickets(userId: number, page = 1): Promise<{ tickets: TicketSummary[]; pagination: Pagination }> {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select({ ticket: supportTickets, orderNumber: orders.number })
      .from(supportTickets)
      .leftJoin(orders, eq(orders.id, supportTickets.orderId))
      .where(eq(supportTickets.userId, userId))
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(TICKETS_PER_PAGE)
      .offset((page - 1) * TICKETS_PER_PAGE),
    // One customer's tickets: a count over the same index's narrow scope.
    db.select({ n: sql<number>`count(*)::int` }).from(supportTickets).where(eq(supportTickets.userId, userId)),
  ]);
  const now = new Date();
  const tickets = rows.map(({ ticket, orderNumber }) =>
    toTicketSummary(ticket, ticket.orderId !== null && orderNumber ? { id: ticket.orderId, number: orderNumber } : null, now),
  );
  return { tickets, pagination: makePagination(total?.n ?? 0, tickets.length, page, TICKETS_PER_PAGE) };
}

export async function ticketDetail(userId: number, ticketId: number): Promise<TicketDetail> {
  const row = await ownTicketRow(userId, ticketId);
  return buildTicketDetail(row, await orderRef(row.orderId));
}

/** Every attachment must be a ticket photo this customer uploaded (422 naming the field otherwise). */
async function checkAttachments(userId: number, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await getDb()
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, unique), eq(uploads.userId, userId), eq(uploads.kind, 'ticket-attachment')));
  if (rows.length !== unique.length) {
    throw new ApiError(422, UPLOAD_MESSAGES.notFound, 'attachment_not_found', { attachments: UPLOAD_MESSAGES.notFound });
  }
}

/** Adds a message in the caller's transaction and moves the ticket's status and "last reply" with it. */
export async function appendMessage(
  tx: Tx,
  ticket: SupportTicketRow,
  message: { author: 'customer' | 'staff'; userId: number | null; staffName?: string | null; body: string; attachments: string[]; clientToken?: string | null },
): Promise<{ messageId: number; ticket: SupportTicketRow }> {
  const now = new Date();
  const [inserted] = await tx
    .insert(ticketMessages)
    .values({
      ticketId: ticket.id,
      author: message.author,
      userId: message.userId,
      staffName: message.staffName ?? null,
      body: message.body,
      attachments: [...new Set(message.attachments)],
      clientToken: message.clientToken ?? null,
      createdAt: now,
    })
    .returning({ id: ticketMessages.id });
  const [updated] = await tx
    .update(supportTickets)
    .set({
      status: statusAfterMessage(message.author),
      // The inbox's clock: a staff answer stops the customer's wait (and makes the ticket no longer new); a customer's
      // message starts one unless they were already waiting for us (then the wait began with their earlier message).
      ...(message.author === 'staff'
        ? { answeredAt: ticket.answeredAt ?? now, waitingSince: null }
        : { waitingSince: ticket.status === 'open' && ticket.waitingSince ? ticket.waitingSince : now }),
      resolvedAt: null,
      closedAt: null,
      lastMessageAt: now,
      lastMessageBy: message.author,
      lastMessageExcerpt: excerpt(message.body),
      updatedAt: now,
    })
    .where(eq(supportTickets.id, ticket.id))
    .returning();
  return { messageId: inserted!.id, ticket: updated! };
}

async function createTicket(
  tx: Tx,
  userId: number,
  values: { topic: TicketTopic; subject: string; orderId: number | null; previousTicketId?: number | null; message: string; attachments: string[] },
): Promise<SupportTicketRow> {
  const [ticket] = await tx
    .insert(supportTickets)
    .values({ userId, topic: values.topic, subject: values.subject, orderId: values.orderId, previousTicketId: values.previousTicketId ?? null })
    .returning();
  const { ticket: withMessage } = await appendMessage(tx, ticket!, { author: 'customer', userId, body: values.message, attachments: values.attachments });
  return withMessage;
}

/** Within this many seconds, the same text again from the same customer is the same message (a double tap). */
const DOUBLE_POST_SECONDS = 60;

/**
 * Serialises one customer's ticket writes (a lock held to the end of the transaction) and returns the ticket holding
 * a message of theirs with one of these texts sent in the last DOUBLE_POST_SECONDS: a double tap, a second tab or two
 * parallel requests then answer with that ticket instead of opening a second one or posting the message twice.
 * Read through the customer's tickets (support_tickets_user_updated_idx) and each one's messages (ticket_id index).
 */
async function justSent(tx: Tx, userId: number, bodies: string[]): Promise<SupportTicketRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tickets:write'), ${userId})`);
  const [row] = await tx
    .select({ ticket: supportTickets })
    .from(supportTickets)
    .innerJoin(ticketMessages, eq(ticketMessages.ticketId, supportTickets.id))
    .where(
      and(
        eq(supportTickets.userId, userId),
        eq(ticketMessages.author, 'customer'),
        inArray(ticketMessages.body, bodies),
        sql`${ticketMessages.createdAt} > now() - make_interval(secs => ${DOUBLE_POST_SECONDS})`,
      ),
    )
    .orderBy(desc(ticketMessages.id))
    .limit(1);
  return row?.ticket ?? null;
}

/** POST support-tickets: a question, general or about one of the customer's orders. */
export async function openTicket(userId: number, input: OpenTicketInput): Promise<TicketDetail> {
  const order = input.orderId !== undefined ? await ownOrder(userId, input.orderId) : null;
  await checkAttachments(userId, input.attachments);
  const ticket = await getDb().transaction(
    async (tx) =>
      (await justSent(tx, userId, [input.message])) ??
      createTicket(tx, userId, { topic: 'question', subject: input.subject, orderId: order?.id ?? null, message: input.message, attachments: input.attachments }),
  );
  return buildTicketDetail(ticket, order ? { id: order.id, number: order.number } : null);
}

/**
 * POST complain: what went wrong with an order opens a ticket tied to it. While the order already has a ticket in
 * progress (open or waiting for the customer), the complaint joins that conversation instead of starting a second.
 */
export async function complain(userId: number, input: ComplainInput): Promise<TicketDetail & { joined: boolean }> {
  const order = await ownOrder(userId, input.orderId);
  await checkAttachments(userId, input.attachments);
  const subject = `${TICKET_TOPIC_LABELS[input.reason]} (order ${order.number})`;
  const joinedBody = `${TICKET_TOPIC_LABELS[input.reason]}: ${input.message}`;
  const { ticket, joined } = await getDb().transaction(async (tx) => {
    const repeated = await justSent(tx, userId, [input.message, joinedBody]);
    if (repeated) return { ticket: repeated, joined: false };
    const [current] = await tx
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.orderId, order.id), eq(supportTickets.userId, userId), inArray(supportTickets.status, ['open', 'waiting_customer'])))
      .orderBy(desc(supportTickets.id))
      .limit(1)
      .for('update');
    if (current) {
      const { ticket: updated } = await appendMessage(tx, current, { author: 'customer', userId, body: joinedBody, attachments: input.attachments });
      return { ticket: updated, joined: true };
    }
    const created = await createTicket(tx, userId, { topic: input.reason, subject, orderId: order.id, message: input.message, attachments: input.attachments });
    return { ticket: created, joined: false };
  });
  return { ...(await buildTicketDetail(ticket, { id: order.id, number: order.number })), joined };
}

/** The owner's ticket, locked for this transaction (a reply and a resolve at once apply one after the other). */
async function lockOwnTicket(tx: Tx, userId: number, ticketId: number): Promise<SupportTicketRow> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
    .for('update');
  if (!row) throw ticketNotFound();
  return row;
}

const stateOf = (row: SupportTicketRow) => ({ status: row.status as TicketStatus, resolvedAt: row.resolvedAt });

/**
 * POST reply-ticket: the customer's message. On a ticket still open, waiting or resolved within its window it
 * continues the conversation (and reopens it); on a closed one it opens a new ticket linked to it (opened: true).
 */
export async function replyToTicket(userId: number, input: ReplyTicketInput): Promise<{ ticket: TicketDetail; opened: boolean }> {
  await checkAttachments(userId, input.attachments);
  const { ticket, opened } = await getDb().transaction(async (tx) => {
    const row = await lockOwnTicket(tx, userId, input.ticketId);
    const repeated = await justSent(tx, userId, [input.message]);
    if (repeated && (repeated.id === row.id || repeated.previousTicketId === row.id)) return { ticket: repeated, opened: repeated.id !== row.id };
    if (replyOutcome(stateOf(row), new Date()) === 'new_ticket') {
      const created = await createTicket(tx, userId, {
        topic: row.topic as TicketTopic,
        subject: row.subject,
        orderId: row.orderId,
        previousTicketId: row.id,
        message: input.message,
        attachments: input.attachments,
      });
      return { ticket: created, opened: true };
    }
    const { ticket: updated } = await appendMessage(tx, row, { author: 'customer', userId, body: input.message, attachments: input.attachments });
    return { ticket: updated, opened: false };
  });
  return { ticket: await buildTicketDetail(ticket, await orderRef(ticket.orderId)), opened };
}

/** The customer marks their ticket resolved (409 when it is not open or waiting). */
export async function resolveTicket(userId: number, ticketId: number): Promise<TicketDetail> {
  const ticket = await getDb().transaction(async (tx) => {
    const row = await lockOwnTicket(tx, userId, ticketId);
    if (!canResolve(stateOf(row), new Date())) throw new ApiError(409, 'This ticket is already resolved or closed.', 'not_open');
    const now = new Date();
    const [updated] = await tx.update(supportTickets).set({ status: 'resolved', resolvedAt: now, updatedAt: now }).where(eq(supportTickets.id, row.id)).returning();
    return updated!;
  });
  return buildTicketDetail(ticket, await orderRef(ticket.orderId));
}

export const REOPEN_CLOSED_MESSAGE = `A ticket can be reopened within ${REOPEN_WINDOW_DAYS} days of being resolved. Reply to it instead: that opens a new ticket linked to this one.`;

/** The customer reopens a resolved ticket within REOPEN_WINDOW_DAYS (409 otherwise, saying what to do instead). */
export async function reopenTicket(userId: number, ticketId: number): Promise<TicketDetail> {
  const ticket = await getDb().transaction(async (tx) => {
    const row = await lockOwnTicket(tx, userId, ticketId);
    if (!canReopen(stateOf(row), new Date())) {
      throw row.status === 'resolved' || row.status === 'closed'
        ? new ApiError(409, REOPEN_CLOSED_MESSAGE, 'reopen_window_passed')
        : new ApiError(409, 'This ticket is still open.', 'not_resolved');
    }
    const now = new Date();
    const [updated] = await tx
      .update(supportTickets)
      .set({ status: 'open', resolvedAt: null, waitingSince: now, updatedAt: now })
      .where(eq(supportTickets.id, row.id))
      .returning();
    return updated!;
  });
  return buildTicketDetail(ticket, await orderRef(ticket.orderId));
}
