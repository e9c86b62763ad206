import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('support_tickets_order_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    index('support_tickets_previous_idx').on(t.previousTicketId).where(sql`${t.previousTicketId} IS NOT NULL`),
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
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_created_idx').on(t.ticketId, t.createdAt, t.id),
    check('ticket_messages_author_ck', sql`${t.author} IN ('customer', 'staff')`),
  ],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;
