import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { FollowTargetType } from '@/lib/domain/people';
import type { Database } from '@/lib/server/db/client';
import { followCounts, peopleCounts } from '@/lib/server/db/schema';

// The maintained counts, changed in the caller's transaction (never counted per request). Lock order, to keep
// parallel follows, unfollows, accepts and removals free of deadlocks: a connection's row, then people_counts rows in
// ascending user id, then follows rows, then follow_counts rows.

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
  await tx
    .insert(followCounts)
    .values({ targetType, targetId, followers: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: [followCounts.targetType, followCounts.targetId],
      set: { followers: sql`greatest(${followCounts.followers} + ${delta}, 0)` },
    });
}

export async function followersOf(db: Pick<Database, 'select'>, targetType: FollowTargetType, targetId: number): Promise<number> {
  const [row] = await db
    .select({ n: followCounts.followers })
    .from(followCounts)
    .where(and(eq(followCounts.targetType, targetType), eq(followCounts.targetId, targetId)));
  return row?.n ?? 0;
}
