import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, instant, updatedAt } from './columns';
import { moderationColumns } from './moderation';

// What people add to anything the shop shows (DESIGN.md "Comments and reactions", "Moderation"): comments, reactions
// and reports attach to a target by (target_type, target_id), so blog posts, comments, contest entries and reviews
// share one implementation. Which target types exist is decided by the services (lib/server/services/engagement),
// not by a database check, so a new kind of target needs no migration. Counts shown on items are kept in counter
// rows updated in the same transaction as the change, so no list ever aggregates these growing tables.

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** The comment this one answers; replies are one level deep (a reply to a reply answers its parent). */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    userId: belongsTo('user_id', () => users.id),
    /** Plain text, as written ('@username' mentions stay as text; who they name is in comment_mentions). */
    body: text('body').notNull(),
    /** Moderation: 'approved' (published), 'pending' (held), 'rejected' (hidden); only approved ones are listed to others. */
    status: text('status').notNull().default('approved'),
    ...moderationColumns(),
    replyCount: integer('reply_count').notNull().default(0),
    editedAt: instant('edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The list: a target's top-level comments (parent_id IS NULL) or a page's replies, in time order.
    index('comments_target_list_idx').on(t.targetType, t.targetId, t.parentId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId),
    index('comments_user_idx').on(t.userId),
    check('comments_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('comments_held_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('comments_hidden_idx').on(t.id).where(sql`${t.status} = 'rejected'`),
    index('comments_published_idx').on(t.id).where(sql`${t.status} = 'approved'`),
  ],
);

/** Who a comment mentions, as user ids (a rename never breaks a mention, and each is told once). */
export const commentMentions = pgTable(
  'comment_mentions',
  {
    commentId: belongsTo('comment_id', () => comments.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('comment_mentions_user_idx').on(t.userId)],
);

/** A target's number of approved comments (replies included), kept with every add and delete. */
export const commentCounts = pgTable(
  'comment_counts',
  {
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] }), check('comment_counts_count_ck', sql`${t.count} >= 0`)],
);

/**
 * A person's reaction to a target: at most one per person and target (the unique index; choosing another kind
 * updates the row), so the counts are people. Migration 0017 kept each person's newest when this replaced
 * "one of each kind".
 */
export const reactions = pgTable(
  'reactions',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reactions_target_user_uq').on(t.targetType, t.targetId, t.userId),
    // "Which of these did I react to": the viewer's reactions on a page of targets.
    index('reactions_user_target_idx').on(t.userId, t.targetType, t.targetId),
  ],
);

/** A target's count per reaction kind, kept in the transaction that adds or removes a reaction. */
export const reactionCounts = pgTable(
  'reaction_counts',
  {
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId, t.kind] }), check('reaction_counts_count_ck', sql`${t.count} >= 0`)],
);

/** A person telling the shop something is wrong with a comment, review…: one report per reporter and target. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: belongsTo('reporter_id', () => users.id),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** 'open' until the back office reviews it: 'actioned' or 'dismissed'. */
    status: text('status').notNull().default('open'),
    /** The staff member who hid the target or dismissed the report. */
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reports_target_reporter_uq').on(t.targetType, t.targetId, t.reporterId),
    // The moderation queue: open reports, oldest first.
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_reporter_idx').on(t.reporterId),
    // The back office's grouped queue (one group per target) and each reporter's history (migration 0029).
    index('reports_open_target_idx').on(t.targetType, t.targetId, t.id).where(sql`${t.status} = 'open'`),
    index('reports_reporter_status_idx').on(t.reporterId, t.status),
    check('reports_status_ck', sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);
