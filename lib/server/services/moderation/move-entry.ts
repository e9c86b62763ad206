import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { contestEntries, contests } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { refreshContestPages } from '@/lib/server/services/contests/invalidate';
import { invalidatePersonById } from '@/lib/server/services/people/invalidate';
import type { Mover } from './types';

// A contest entry published or hidden: the contest's entry count (published entries) follows in the same transaction,
// with the entry row locked, so two decisions at once move it once. A winning entry cannot be hidden (as the contest
// owner's own moderation says): the winners are announced; take it up with the contest's owner first.

export const moveEntry: Mover = async (tx, id, decision) => {
  const [row] = await tx.select().from(contestEntries).where(eq(contestEntries.id, id)).for('update');
  if (!row) throw notFound('Contest entry');
  if (row.place && decision.to === 'rejected') throw new ApiError(409, 'A winning entry cannot be hidden.', 'entry_is_winner');
  const [contest] = await tx.select({ slug: contests.slug, title: contests.title }).from(contests).where(eq(contests.id, row.contestId));
  const reason = decision.to === 'rejected' ? decision.reason : null;
  const changed = row.status !== decision.to || (decision.to === 'rejected' && row.moderationReason !== reason);
  if (changed) {
    await tx
      .update(contestEntries)
      .set({ status: decision.to, moderationReason: reason, moderatedBy: decision.staffId, moderatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(contestEntries.id, id));
    const delta = decision.to === 'approved' && row.status !== 'approved' ? 1 : decision.to !== 'approved' && row.status === 'approved' ? -1 : 0;
    if (delta) await tx.update(contests).set({ entryCount: sql`greatest(${contests.entryCount} + ${delta}, 0)` }).where(eq(contests.id, row.contestId));
  }
  return {
    kind: 'contest_entry',
    id,
    authorId: row.userId,
    label: `entry “${row.title}” in ${contest?.title ?? 'a contest'}`,
    before: { status: row.status, moderationReason: row.moderationReason },
    after: changed ? { status: decision.to, moderationReason: reason } : { status: row.status, moderationReason: row.moderationReason },
    changed,
    refresh: async () => {
      if (contest) refreshContestPages(contest.slug);
      await invalidatePersonById(row.userId);
    },
  };
};
