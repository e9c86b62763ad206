import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { FollowTargetType } from '@/lib/domain/people';
import type { Database } from '@/lib/server/db/client';
import { businesses, followCounts, peopleCounts } from '@/lib/server/db/schema';
import { adjustBusinessFollowers } from '@/lib/server/services/businesses/businesses';

// The maintained counts, changed in the caller's transaction (never counted per request). Lock order, to keep
// parallel follows, unfollows, accepts and removals free of deadlocks: a connection's row, then people_counts rows in
// ascending user id, then follows rows, then follow_counts rows (a business's row, for a business).
//
// One source of truth per target type: a person's followers live in follow_counts; a business's in its own
// businesses.follower_count (which its public page and cards read), so follow_counts never holds a 'business' row.

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks (creating if needed) a person's counts row and answers it. */
export async function lockPeopleCounts(tx: Tx, userId: number): Promise<{ connections: number; following: number }> {
  await tx.insert(peopleCounts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ connections: peopleCounts.connections, following: peopleCounts.following })
    .from(peopleCounts)
    .where(eq(peopleCounts.userId, userId))
    .for('update');
  return row ?? { connections: 0, following: 0 };
}

/** Both people's connection counts, in ascending id order. */
export async function addConnections(tx: Tx, a: number, b: number, delta: 1 | -1): Promise<void> {
  for (const userId of [Math.min(a, b), Math.max(a, b)]) {
    await tx
      .insert(peopleCounts)
      .values({ userId, connections: Math.max(delta, 0) })
      .onConflictDoUpdate({ target: peopleCounts.userId, set: { connections: sql`greatest(${peopleCounts.connections} + ${delta}, 0)` } });
  }
}

export async function addFollowing(tx: Tx, userId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(peopleCounts)
    .set({ following: sql`greatest(${peopleCounts.following} + ${delta}, 0)` })
    .where(eq(peopleCounts.userId, userId));
}

export async function addFollowers(tx: Tx, targetType: FollowTargetType, targetId: number, delta: 1 | -1): Promise<void> {
  if (targetType === 'business') return adjustBusinessFollowers(tx, targetId, delta);
  await tx
    .insert(followCounts)
    .values({ targetType, targetId, followers: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: [followCounts.targetType, followCounts.targetId],
      set: { followers: sql`greatest(${followCounts.followers} + ${delta}, 0)` },
    });
}

export async function followersOf(db: Pick<Database, 'select'>, targetType: FollowTargetType, targetId: number): Promise<number> {
  if (targetType === 'business') {
    const [business] = await db.select({ n: businesses.followerCount }).from(businesses).where(eq(businesses.id, targetId));
    return business?.n ?? 0;
  }
  const [row] = await db
    .select({ n: followCounts.followers })
    .from(followCounts)
    .where(and(eq(followCounts.targetType, targetType), eq(followCounts.targetId, targetId)));
  return row?.n ?? 0;
}
