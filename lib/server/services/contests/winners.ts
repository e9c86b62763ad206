import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { contestStage } from '@/lib/domain/contests';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, type ContestPrize } from '@/lib/server/db/schema';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { awardContestPrizes } from '@/lib/server/services/games';
import { refreshContestPages } from './invalidate';
import { requireOwnContest } from './manage';
import type { ContestInfo } from './types';
import { toContestInfo } from './views';

// Announcing a contest's winners (POST dashboard contests/{id}/winners). Winners of a contest whose places carry shop
// vouchers get them in their prize wallets in the same transaction; from then on the winners are final (a prize in a
// wallet is not taken back), while a contest without vouchers may still change its winners. One call at a time per
// contest (the contest row is locked), so a double tap or two tabs announce once and award each prize once.

const hasVouchers = (prizes: ContestPrize[]) => prizes.some((p) => p.voucher);

/** Names the winners (first, second, third in order) once voting has closed, and announces them. */
export async function pickWinners(ownerId: number, id: number, entryIds: number[], now = new Date()): Promise<ContestInfo> {
  const contest = await requireOwnContest(ownerId, id);
  const stage = contestStage(contest, now);
  if (stage !== 'judging' && stage !== 'winners') throw new ApiError(409, 'Winners are picked after voting closes.', 'not_judging');
  const found = await getDb()
    .select({ id: contestEntries.id, userId: contestEntries.userId })
    .from(contestEntries)
    .where(and(eq(contestEntries.contestId, id), eq(contestEntries.status, 'approved'), inArray(contestEntries.id, entryIds)));
  if (found.length !== entryIds.length) throw badRequest('Choose approved entries of this contest.', { entryIds: 'Choose approved entries of this contest.' });
  const owners = new Map(found.map((e) => [e.id, e.userId]));
  const row = await getDb().transaction(async (tx) => {
    const [locked] = await tx.select().from(contests).where(eq(contests.id, id)).for('update');
    if (!locked) throw new ApiError(404, 'Contest not found', 'not_found');
    if (locked.winnersAnnouncedAt && hasVouchers(locked.prizes)) {
      const current = await tx
        .select({ id: contestEntries.id })
        .from(contestEntries)
        .where(and(eq(contestEntries.contestId, id), isNotNull(contestEntries.place)))
        .orderBy(asc(contestEntries.place));
      // The same winners again (a repeat, a double tap) answer as before; different ones cannot take prizes back.
      if (current.map((e) => e.id).join() !== entryIds.join()) {
        throw new ApiError(409, 'The winners already hold their prizes, so they can no longer change.', 'winners_final');
      }
      return locked;
    }
    await tx.update(contestEntries).set({ place: null }).where(and(eq(contestEntries.contestId, id), isNotNull(contestEntries.place)));
    for (const [i, entryId] of entryIds.entries()) {
      await tx.update(contestEntries).set({ place: i + 1 }).where(eq(contestEntries.id, entryId));
    }
    const [updated] = await tx.update(contests).set({ winnersAnnouncedAt: locked.winnersAnnouncedAt ?? now, updatedAt: now }).where(eq(contests.id, id)).returning();
    const winners = entryIds.map((entryId, i) => ({ entryId, userId: owners.get(entryId)!, place: i + 1 }));
    await awardContestPrizes(tx, locked, winners, now);
    return updated!;
  });
  refreshContestPages(contest.slug);
  return toContestInfo(row, null, now);
}
