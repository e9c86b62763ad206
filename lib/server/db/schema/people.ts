import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// People: connections between two customers and follows of people (and businesses). The rules live in
// lib/domain/connections.ts (the state machine) and lib/server/services/people.

/**
 * One row per unordered pair of people, whatever happened between them: the request, its answer, the connection and
 * its removal are states of this row (lib/domain/connections.ts). (user_low, user_high) is unique with user_low <
 * user_high, so two people asking each other at the same moment meet on one row instead of making two. A request
 * sent again (after a cooldown, an expiry or a removal) reuses the row with a new sender and sent_at.
 */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    userLow: belongsTo('user_low', () => users.id),
    userHigh: belongsTo('user_high', () => users.id),
    senderId: belongsTo('sender_id', () => users.id),
    recipientId: belongsTo('recipient_id', () => users.id),
    /** 'pending' | 'accepted' | 'declined' | 'cancelled' | 'removed'; a pending request past its lifetime is expired. */
    status: text('status').notNull().default('pending'),
    sentAt: instant('sent_at').notNull().defaultNow(),
    /** The recipient put the request out of sight: still pending, listed under "Hidden". */
    hiddenAt: instant('hidden_at'),
    /** When it was accepted, declined, cancelled or removed (the connection's date while accepted; cooldowns count from it). */
    respondedAt: instant('responded_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('connections_pair_uq').on(t.userLow, t.userHigh),
    check('connections_pair_order_ck', sql`${t.userLow} < ${t.userHigh}`),
    check(
      'connections_sides_ck',
      sql`(${t.senderId} = ${t.userLow} AND ${t.recipientId} = ${t.userHigh}) OR (${t.senderId} = ${t.userHigh} AND ${t.recipientId} = ${t.userLow})`,
    ),
    check('connections_status_ck', sql`${t.status} IN ('pending', 'accepted', 'declined', 'cancelled', 'removed')`),
    // /profile/connections: a person's connections newest first, from either side of the pair (UNION ALL of both).
    index('connections_low_accepted_idx').on(t.userLow, t.respondedAt.desc(), t.id.desc()).where(sql`${t.status} = 'accepted'`),
    index('connections_high_accepted_idx').on(t.userHigh, t.respondedAt.desc(), t.id.desc()).where(sql`${t.status} = 'accepted'`),
    // Incoming (in sight), hidden and sent requests, newest first; expired ones fall off by sent_at.
    index('connections_incoming_idx').on(t.recipientId, t.sentAt.desc(), t.id.desc()).where(sql`${t.status} = 'pending' AND ${t.hiddenAt} IS NULL`),
    index('connections_hidden_idx').on(t.recipientId, t.sentAt.desc(), t.id.desc()).where(sql`${t.status} = 'pending' AND ${t.hiddenAt} IS NOT NULL`),
    index('connections_sent_idx').on(t.senderId, t.sentAt.desc(), t.id.desc()).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Who follows what: a person or a business (target_type 'user' | 'business'; a business id is checked by the
 * businesses feature's resolver, lib/server/services/people/follow-targets.ts). One row per follower and target, so
 * a double tap follows once.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: belongsTo('follower_id', () => users.id),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.targetType, t.targetId] }),
    check('follows_target_type_ck', sql`${t.targetType} IN ('user', 'business')`),
    // A target's followers, newest first (a business page's follower list, a person's followers).
    index('follows_target_idx').on(t.targetType, t.targetId, t.createdAt.desc(), t.followerId),
  ],
);

/** Followers per target, changed in the same transaction as the follow (never counted per request). */
export const followCounts = pgTable(
  'follow_counts',
  {
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    followers: integer('followers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.targetType, t.targetId] }), check('follow_counts_nonnegative_ck', sql`${t.followers} >= 0`)],
);

/** A person's maintained counts: their connections, and how many people and businesses they follow (capped). */
export const peopleCounts = pgTable(
  'people_counts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    connections: integer('connections').notNull().default(0),
    following: integer('following').notNull().default(0),
  },
  (t) => [check('people_counts_nonnegative_ck', sql`${t.connections} >= 0 AND ${t.following} >= 0`)],
);
