import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, instant, updatedAt } from './columns';
import { moderationColumns } from './moderation';

// Contests (/contests, /contest/{slug}, /contest/detail/{id}; issue 13). The stage is worked out from the dates
// (lib/domain/contests.ts). Counts shown on pages are kept on the rows in the same transaction as the change: an
// entry's vote_count (valid votes only), a contest's entry_count (approved entries). Entries' comments and reactions
// live in the engagement tables under target type 'contest_entry'.

/**
 * A shop voucher a place wins (issue 15), optional: it lands in the winner's prize wallet as a personal single-use
 * code when the winners are announced. Paisa for 'flat' (value, minSubtotal, maxDiscount), a percentage for 'percent'.
 */
export type ContestVoucher = { kind: 'flat' | 'percent'; value: number; minSubtotal: number; maxDiscount?: number | null };
/** Prizes in order of place (the first is 1st place's). Rows written before vouchers existed simply have none. */
export type ContestPrize = { place: string; title: string; description: string; voucher?: ContestVoucher | null };
export type ContestPromotion = { title: string; description: string; code: string | null; href: string | null };

export const contests = pgTable(
  'contests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One or two sentences: the list card and the meta description. */
    summary: text('summary').notNull(),
    rules: text('rules').notNull(),
    prizes: jsonb('prizes').$type<ContestPrize[]>().notNull().default(sql`'[]'::jsonb`),
    promotions: jsonb('promotions').$type<ContestPromotion[]>().notNull().default(sql`'[]'::jsonb`),
    /** An art path (/media/…) or an upload (/media/uploads/{id}). */
    banner: text('banner').notNull(),
    /** Null: run by the shop itself. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'photo': entries need a photo; 'text': a title and story are enough. */
    entryKind: text('entry_kind').notNull().default('photo'),
    entryApproval: boolean('entry_approval').notNull().default(false),
    voteRule: text('vote_rule').notNull().default('daily'),
    maxEntriesPerPerson: integer('max_entries_per_person').notNull().default(1),
    entriesOpenAt: instant('entries_open_at').notNull(),
    votingOpensAt: instant('voting_opens_at').notNull(),
    votingClosesAt: instant('voting_closes_at').notNull(),
    winnersDueAt: instant('winners_due_at').notNull(),
    winnersAnnouncedAt: instant('winners_announced_at'),
    entryCount: integer('entry_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contests_slug_uq').on(t.slug),
    index('contests_owner_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contests_voting_opens_idx').on(t.votingOpensAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('contests_vote_rule_ck', sql`${t.voteRule} in ('daily', 'once')`),
    check('contests_entry_kind_ck', sql`${t.entryKind} in ('photo', 'text')`),
    check('contests_dates_ck', sql`${t.entriesOpenAt} < ${t.votingOpensAt} and ${t.votingOpensAt} < ${t.votingClosesAt} and ${t.votingClosesAt} <= ${t.winnersDueAt}`),
    check('contests_max_entries_ck', sql`${t.maxEntriesPerPerson} between 1 and 5`),
    check('contests_entry_count_ck', sql`${t.entryCount} >= 0`),
  ],
);

export const contestEntries = pgTable(
  'contest_entries',
  {
    id: serial('id').primaryKey(),
    contestId: belongsTo('contest_id', () => contests.id),
    userId: belongsTo('user_id', () => users.id),
    /** 1…the contest's max_entries_per_person: (contest, user, number) is unique, so a double submit is one entry. */
    entryNumber: integer('entry_number').notNull().default(1),
    title: text('title').notNull(),
    story: text('story').notNull().default(''),
    /** Null for a text entry. */
    photo: text('photo'),
    /** 'approved' (published), 'pending' (held: the contest's owner or the shop's policy), 'rejected' (hidden). */
    status: text('status').notNull().default('approved'),
    ...moderationColumns(),
    voteCount: integer('vote_count').notNull().default(0),
    /** 1, 2, 3 once the owner picks the winners. */
    place: integer('place'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contest_entries_person_uq').on(t.contestId, t.userId, t.entryNumber),
    uniqueIndex('contest_entries_place_uq').on(t.contestId, t.place),
    // The two sorts of the contestants list (approved entries), and the owner's moderation queue.
    index('contest_entries_votes_idx').on(t.contestId, t.status, t.voteCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contest_entries_newest_idx').on(t.contestId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('contest_entries_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    check('contest_entries_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('contest_entries_held_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('contest_entries_hidden_idx').on(t.id).where(sql`${t.status} = 'rejected'`),
    index('contest_entries_published_idx').on(t.id).where(sql`${t.status} = 'approved'`),
    check('contest_entries_votes_ck', sql`${t.voteCount} >= 0`),
    check('contest_entries_number_ck', sql`${t.entryNumber} between 1 and 5`),
    check('contest_entries_place_ck', sql`${t.place} between 1 and 3`),
  ],
);

export const contestVotes = pgTable(
  'contest_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contestId: belongsTo('contest_id', () => contests.id),
    entryId: belongsTo('entry_id', () => contestEntries.id),
    voterId: belongsTo('voter_id', () => users.id),
    /** The Kathmandu date ('2026-11-26') for daily contests, 'contest' for one-vote contests. */
    period: text('period').notNull(),
    /** The client address the vote came from (for the shared-address check; never shown publicly). */
    address: text('address').notNull(),
    /** Invalidated votes stay (the voter cannot vote again in that period) but no longer count. */
    invalidatedAt: instant('invalidated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contest_votes_once_uq').on(t.entryId, t.voterId, t.period),
    index('contest_votes_entry_recent_idx').on(t.entryId, t.createdAt),
    index('contest_votes_address_idx').on(t.contestId, t.address, t.createdAt),
    index('contest_votes_voter_idx').on(t.voterId, t.createdAt),
  ],
);

/** Suspicious voting for staff review: one row per pattern (its key), never acted on by itself. */
export const contestVoteFlags = pgTable(
  'contest_vote_flags',
  {
    id: serial('id').primaryKey(),
    contestId: belongsTo('contest_id', () => contests.id),
    /** The entry the burst was on (same-hour-accounts); null for a shared address across the contest. */
    entryId: integer('entry_id').references(() => contestEntries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The pattern's identity: the accounts' creation hour, or the client address. */
    key: text('key').notNull(),
    /** What was seen when it was last raised ('7 votes in an hour from accounts created 26 Nov, 14:00'). */
    detail: text('detail').notNull(),
    status: text('status').notNull().default('open'),
    votesInvalidated: integer('votes_invalidated').notNull().default(0),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contest_vote_flags_pattern_uq').on(t.contestId, t.kind, t.key, sql`coalesce(${t.entryId}, 0)`),
    index('contest_vote_flags_status_idx').on(t.status, t.createdAt, t.id),
    check('contest_vote_flags_kind_ck', sql`${t.kind} in ('same-hour-accounts', 'shared-address')`),
    check('contest_vote_flags_status_ck', sql`${t.status} in ('open', 'invalidated', 'dismissed')`),
  ],
);

export type ContestRow = typeof contests.$inferSelect;
export type ContestEntryRow = typeof contestEntries.$inferSelect;
