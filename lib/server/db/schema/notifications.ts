import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, instant } from './columns';

// The shop's one notifications outbox (lib/server/services/notifications): one row per message to send, written in
// the same transaction as the event it tells about (an order placed, paid, cancelled…), sent after the response and
// retried until it goes out. (event, subject, channel) is unique, so one event never becomes two messages on a
// channel, however often or in parallel it is reported.

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** What happened, 'area.what': 'order.placed', 'order.paid', later 'ticket.reply', 'comment.mention'… */
    event: text('event').notNull(),
    /** What it is about, as text so any kind of key fits: an order id; 'comment 12 → user 34' for a mention. */
    subjectId: text('subject_id').notNull(),
    /** 'email' or 'sms'. */
    channel: text('channel').notNull(),
    /** The address or 10-digit mobile number, as it was when the event happened. */
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Facts of the moment the template needs besides the subject (the origin for links, a reason, a gateway…). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** pending → sending (claimed by one sender until next_attempt_at) → sent, or failed after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next due: now for a new one, the back-off after a failure, the lease's end while sending. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('notifications_event_subject_channel_uq').on(t.event, t.subjectId, t.channel),
    // The sender's one query: due rows, oldest first. Partial, so sent rows never weigh on it.
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('notifications_user_idx').on(t.userId),
    // Migration 0035: the dead-letter list (/admin/notifications), newest first.
    index('notifications_failed_idx').on(t.id.desc()).where(sql`${t.status} = 'failed'`),
    check('notifications_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'skipped')`),
    check('notifications_channel_ck', sql`${t.channel} in ('email', 'sms')`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
