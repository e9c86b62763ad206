import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, instant, updatedAt } from './columns';
import { orders } from './orders';

// Support tickets: a customer's question or complaint (about an order, or general) and the conversation with the
// shop's staff. The list's last reply is kept on the ticket (last_message_*), so /profile/tickets reads one row per
// ticket from its index instead of aggregating messages.

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** The order a complaint is about (null: a general question). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A reply to a closed ticket opens a new one linked to it. */
    previousTicketId: integer('previous_ticket_id').references((): AnyPgColumn => supportTickets.id, { onDelete: 'set null' }),
    /** What it is about: a complaint reason (lib/domain/support-tickets.ts) or 'question'. */
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    /** 'open' | 'waiting_customer' | 'resolved' | 'closed' (a resolved ticket past its reopen window reads as closed). */
    status: text('status').notNull().default('open'),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    /** 'customer' | 'staff' */
    lastMessageBy: text('last_message_by').notNull().default('customer'),
    lastMessageExcerpt: text('last_message_excerpt').notNull().default(''),
    resolvedAt: instant('resolved_at'),
    closedAt: instant('closed_at'),
    /** The staff member looking after it (support, manager or owner), or nobody yet. */
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first staff answer (null: a new ticket). */
    answeredAt: instant('answered_at'),
    /** Since when the customer has been waiting for us (null while we are not the ones owing an answer). */
    waitingSince: instant('waiting_since'),
    /**
     * The inbox's tab, derived by the database (migration 0031) from status and answered_at, so every path that moves
     * a ticket keeps it right: 'new' | 'waiting_us' | 'waiting_customer' | 'resolved'.
     */
    inboxState: text('inbox_state').generatedAlwaysAs(
      sql`CASE WHEN "status" IN ('resolved', 'closed') THEN 'resolved' WHEN "status" = 'waiting_customer' THEN 'waiting_customer' WHEN "answered_at" IS NULL THEN 'new' ELSE 'waiting_us' END`,
    ),
    /** The inbox's sort key within its tab (derived): waiting since, our last answer, or resolved at. */
    inboxAt: instant('inbox_at').generatedAlwaysAs(
      sql`CASE WHEN "status" = 'open' THEN coalesce("waiting_since", "last_message_at") WHEN "status" = 'waiting_customer' THEN "last_message_at" ELSE coalesce("resolved_at", "updated_at") END`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('support_tickets_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    index('support_tickets_previous_idx').on(t.previousTicketId).where(sql`${t.previousTicketId} IS NOT NULL`),
    index('support_tickets_inbox_idx').on(t.inboxState, t.inboxAt, t.id),
    index('support_tickets_inbox_unassigned_idx').on(t.inboxState, t.inboxAt, t.id).where(sql`${t.assignedToId} IS NULL`),
    index('support_tickets_inbox_assignee_idx').on(t.assignedToId, t.inboxState, t.inboxAt, t.id).where(sql`${t.assignedToId} IS NOT NULL`),
    check('support_tickets_status_ck', sql`${t.status} IN ('open', 'waiting_customer', 'resolved', 'closed')`),
    check('support_tickets_last_by_ck', sql`${t.lastMessageBy} IN ('customer', 'staff')`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: belongsTo('ticket_id', () => supportTickets.id),
    /** 'customer' | 'staff' */
    author: text('author').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's first name as the customer sees it ('Anjana from Upahar Ghar'). */
    staffName: text('staff_name'),
    body: text('body').notNull(),
    /** Upload ids (kind 'ticket-attachment', private to the ticket's owner and staff). */
    attachments: uuid('attachments').array().notNull().default(sql`'{}'::uuid[]`),
    /** The staff reply form's token: the same reply sent twice is stored once. */
    clientToken: uuid('client_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
    uniqueIndex('ticket_messages_client_token_uq').on(t.ticketId, t.clientToken).where(sql`${t.clientToken} IS NOT NULL`),
    index('ticket_messages_attachments_idx').using('gin', t.attachments),
    check('ticket_messages_author_ck', sql`${t.author} IN ('customer', 'staff')`),
  ],
);

/** Staff's internal notes on a ticket: a table no customer-facing query reads, so a note never reaches a customer. */
export const ticketNotes = pgTable(
  'ticket_notes',
  {
    id: serial('id').primaryKey(),
    ticketId: belongsTo('ticket_id', () => supportTickets.id),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    clientToken: uuid('client_token'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_notes_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
    uniqueIndex('ticket_notes_client_token_uq').on(t.ticketId, t.clientToken).where(sql`${t.clientToken} IS NOT NULL`),
  ],
);

/** Ready answers staff insert into the reply box (and edit before sending). A short list the shop manages. */
export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('canned_replies_title_uq').on(sql`lower(${t.title})`)],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
export type TicketNoteRow = typeof ticketNotes.$inferSelect;
export type CannedReplyRow = typeof cannedReplies.$inferSelect;
