import 'server-only';
import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CONTEST_MESSAGES, contestStage, votePeriod, type VoteRule } from '@/lib/domain/contests';
import { formatCount } from '@/lib/domain/counts';
import { KATHMANDU_TZ } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, contestVotes, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { checkSuspiciousVoting } from './flags';

// Voting. One vote per (entry, voter, period) is the database's unique index, and the count on the entry moves in the
// same transaction as the insert that wins: 50 parallel clicks insert one row and add 1, the other 49 find the row
// and answer the same count. Calling again is harmless (idempotent): it answers "already counted" with the count.
// Nobody votes for their own entry (a free vote a day for every entrant would make the count unfair): the check is
// here, so every way of voting obeys it.

export type VoteAnswer = {
  entryId: number;
  voteCount: number;
  voteCountText: string;
  /** True when this call added the vote; false when it was already counted in this period. */
  counted: boolean;
  message: string;
  /** When this voter can vote for this entry again (daily contests), else null. */
  nextVoteAt: string | null;
};

export const phoneNotVerified = () => new ApiError(403, CONTEST_MESSAGES.phoneNotVerified, 'phone_not_verified');

/** Entering and voting are for customers with a verified mobile number (one person, one phone). */
export async function requireVerifiedPhone(userId: number): Promise<{ createdAt: Date }> {
  const [row] = await getDb().select({ verified: users.phoneVerifiedAt, createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  if (!row?.verified) throw phoneNotVerified();
  return { createdAt: row.createdAt };
}

const MESSAGES: Record<VoteRule, { counted: string; already: string }> = {
  daily: { counted: CONTEST_MESSAGES.votedToday, already: CONTEST_MESSAGES.alreadyToday },
  once: { counted: CONTEST_MESSAGES.votedOnce, already: CONTEST_MESSAGES.alreadyOnce },
};

/** The next Kathmandu midnight after `now`. */
const nextKathmanduDay = (now: Date) => addDays(startOfDay(new TZDate(now.getTime(), KATHMANDU_TZ)), 1);

export async function castVote(voterId: number, entryId: number, address: string, now = new Date()): Promise<VoteAnswer> {
  const voter = await requireVerifiedPhone(voterId);
  const db = getDb();
  const [target] = await db
    .select({ contest: contests, status: contestEntries.status, entrantId: contestEntries.userId })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(eq(contestEntries.id, entryId))
    .limit(1);
  if (!target || target.status !== 'approved') throw notFound('Contest entry');
  const contest = target.contest;
  if (contestStage(contest, now) !== 'voting') throw new ApiError(409, CONTEST_MESSAGES.notVoting, 'voting_closed');
  if (target.entrantId === voterId) throw new ApiError(409, CONTEST_MESSAGES.ownEntry, 'own_entry');
  const rule = contest.voteRule as VoteRule;

  const { voteCount, counted } = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contestVotes)
      .values({ contestId: contest.id, entryId, voterId, period: votePeriod(rule, now), address, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: contestVotes.id });
    if (inserted.length > 0) {
      const [row] = await tx
        .update(contestEntries)
        .set({ voteCount: sql`${contestEntries.voteCount} + 1` })
        .where(eq(contestEntries.id, entryId))
        .returning({ voteCount: contestEntries.voteCount });
      return { voteCount: row!.voteCount, counted: true };
    }
    const [row] = await tx.select({ voteCount: contestEntries.voteCount }).from(contestEntries).where(eq(contestEntries.id, entryId));
    return { voteCount: row!.voteCount, counted: false };
  });

  // The vote is counted and committed; a failed check must not turn that into an error for the voter.
  if (counted) {
    await checkSuspiciousVoting({ contestId: contest.id, entryId, address, voterCreatedAt: voter.createdAt, now }).catch((error: unknown) =>
      console.error('[contests] suspicious-voting check failed', error),
    );
  }
  return {
    entryId,
    voteCount,
    voteCountText: formatCount(voteCount),
    counted,
    message: MESSAGES[rule][counted ? 'counted' : 'already'],
    nextVoteAt: rule === 'daily' ? nextKathmanduDay(now).toISOString() : null,
  };
}

/** Whether this voter has a vote on each of these entries in the current period (the contest page's buttons). */
export async function votedEntries(voterId: number, entryIds: number[], rule: VoteRule, now = new Date()): Promise<number[]> {
  if (entryIds.length === 0) return [];
  const rows = await getDb()
    .select({ entryId: contestVotes.entryId })
    .from(contestVotes)
    .where(and(eq(contestVotes.voterId, voterId), eq(contestVotes.period, votePeriod(rule, now)), inArray(contestVotes.entryId, entryIds)));
  return rows.map((r) => r.entryId);
}
