import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, instant, updatedAt } from './columns';

// Moderation of what customers write (issue 25, migration 0029). The kinds (reviews, comments, contest entries, user
// quizzes) keep their status column as the state: 'approved' is published, 'pending' held for approval, 'rejected'
// hidden. These columns say who moderated, when, and why (the reason the author sees on their own view).

/** The moderation columns each moderated table carries (spread into its definition). */
export const moderationColumns = () => ({
  /** Shown to the author of a hidden item; null for published or held ones. */
  moderationReason: text('moderation_reason'),
  moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
  moderatedAt: instant('moderated_at'),
});

/** The shop's choice per kind; a kind without a row follows the default (services/moderation/policy.ts). */
export const moderationPolicies = pgTable(
  'moderation_policies',
  {
    kind: text('kind').primaryKey(),
    /** 'publish-first' (checked after) or 'hold' (until approved). */
    mode: text('mode').notNull(),
    /** A new account's first posts wait for approval whatever the mode (lib/domain/moderation.ts). */
    holdNewAccounts: boolean('hold_new_accounts').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('moderation_policies_kind_ck', sql`${t.kind} in ('review', 'comment', 'contest_entry', 'quiz')`),
    check('moderation_policies_mode_ck', sql`${t.mode} in ('publish-first', 'hold')`),
  ],
);

/** An author blocked from posting one kind: their next post of it is refused until staff unblock them. */
export const moderationBlocks = pgTable(
  'moderation_blocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    index('moderation_blocks_newest_idx').on(t.createdAt.desc(), t.userId.desc(), t.kind.desc()),
    check('moderation_blocks_kind_ck', sql`${t.kind} in ('review', 'comment', 'contest_entry', 'quiz')`),
  ],
);
