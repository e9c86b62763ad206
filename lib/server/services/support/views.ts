import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  canReopen,
  canResolve,
  effectiveStatus,
  reopenDeadline,
  TICKET_MESSAGES_LIMIT,
  TICKET_STATUS_HINTS,
  TICKET_STATUS_LABELS,
  TICKET_TOPIC_LABELS,
  ticketPagePath,
  type TicketDetail,
  type TicketStatus,
  type TicketSummary,
  type TicketTopic,
} from '@/lib/domain/support-tickets';
import { getDb } from '@/lib/server/db/client';
import { supportTickets, ticketMessages, uploads, type SupportTicketRow, type TicketMessageRow } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';

// The one place ticket rows become what the customer sees. Statuses are read through effectiveStatus(now): a resolved
// ticket past its reopen window shows as closed without anything having to rewrite it.

/** Private photos of a ticket, served only to their owner (app/media/ticket-attachments/[id]). */
export const ticketAttachmentUrl = (id: string): string => `/media/ticket-attachments/${id}`;

export const ticketNotFound = () => notFound('Ticket');

/** What a set of attachments are (a photo, or a PDF from staff), without their bytes. */
export async function attachmentTypes(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await getDb().select({ id: uploads.id, contentType: uploads.contentType }).from(uploads).where(inArray(uploads.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.contentType]));
}

export function toTicketSummary(row: SupportTicketRow, order: { id: number; number: string } | null, now: Date): TicketSummary {
  const status = effectiveStatus({ status: row.status as TicketStatus, resolvedAt: row.resolvedAt }, now);
  const topic = row.topic as TicketTopic;
  return {
    id: row.id,
    subject: row.subject,
    topic,
    topicLabel: TICKET_TOPIC_LABELS[topic] ?? topic,
    status,
    statusLabel: TICKET_STATUS_LABELS[status],
    order,
    lastMessage: { by: row.lastMessageBy as 'customer' | 'staff', excerpt: row.lastMessageExcerpt, at: row.lastMessageAt.toISOString() },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    url: ticketPagePath(row.id),
  };
}

function messageView(m: TicketMessageRow, types: Map<string, string>) {
  return {
    id: m.id,
    author: m.author as 'customer' | 'staff',
    authorName: m.author === 'customer' ? 'You' : `${m.staffName ?? 'Upahar Ghar'}, customer care`,
    body: m.body,
    attachments: m.attachments.map((id) => ({ id, url: ticketAttachmentUrl(id), contentType: types.get(id) ?? 'image/jpeg' })),
    at: m.createdAt.toISOString(),
  };
}

/** The customer's own ticket row, or the 404 anyone else gets. */
export async function ownTicketRow(userId: number, ticketId: number): Promise<SupportTicketRow> {
  const [row] = await getDb()
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
    .limit(1);
  if (!row) throw ticketNotFound();
  return row;
}

export async function buildTicketDetail(row: SupportTicketRow, order: { id: number; number: string } | null, now = new Date()): Promise<TicketDetail> {
  const db = getDb();
  const [messages, [next]] = await Promise.all([
    // Oldest first over ticket_messages_ticket_created_idx, bounded (see TICKET_MESSAGES_LIMIT).
    db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, row.id)).orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id)).limit(TICKET_MESSAGES_LIMIT),
    db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(and(eq(supportTickets.previousTicketId, row.id), eq(supportTickets.userId, row.userId)))
      .orderBy(desc(supportTickets.id))
      .limit(1),
  ]);
  const types = await attachmentTypes(messages.flatMap((m) => m.attachments));
  const summary = toTicketSummary(row, order, now);
  const state = { status: row.status as TicketStatus, resolvedAt: row.resolvedAt };
  return {
    ...summary,
    statusHint: TICKET_STATUS_HINTS[summary.status],
    messages: messages.map((m) => messageView(m, types)),
    canResolve: canResolve(state, now),
    canReopen: canReopen(state, now),
    reopenUntil: summary.status === 'resolved' && row.resolvedAt ? reopenDeadline(row.resolvedAt).toISOString() : null,
    previousTicketId: row.previousTicketId,
    nextTicketId: next?.id ?? null,
  };
}
