import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emptyReactionCounts, REACTION_KINDS, type ReactionKind, type ReactionSummary, type ReactionTargetType } from '@/lib/domain/engagement';
import { getDb } from '@/lib/server/db/client';
import { reactionCounts, reactions } from '@/lib/server/db/schema';
import { requireTarget } from './targets';

// Reactions (DESIGN.md "Comments and reactions"): a fixed set of kinds, one of each per person and target (the
// unique index decides, so a double tap or two parallel requests count once), and per-kind counters changed in the
// same transaction as the reaction row, so showing counts never aggregates the reactions table.

export type ReactionInput = { targetType: ReactionTargetType; targetId: number; kind: ReactionKind };

const isKind = (k: string): k is ReactionKind => (REACTION_KINDS as readonly string[]).includes(k);

/** Counts and the viewer's own reactions for several targets of one type (one indexed read each). */
export async function reactionSummaries(targetType: string, targetIds: number[], viewerId: number | null): Promise<Map<number, ReactionSummary>> {
  const out = new Map<number, ReactionSummary>(targetIds.map((id) => [id, { counts: emptyReactionCounts(), total: 0, mine: [] }]));
  if (targetIds.length === 0) return out;
  const db = getDb();
  const [counts, mine] = await Promise.all([
    db
      .select()
      .from(reactionCounts)
      .where(and(eq(reactionCounts.targetType, targetType), inArray(reactionCounts.targetId, targetIds))),
    viewerId === null
      ? Promise.resolve([])
      : db
          .select({ targetId: reactions.targetId, kind: reactions.kind })
          .from(reactions)
          .where(and(eq(reactions.userId, viewerId), eq(reactions.targetType, targetType), inArray(reactions.targetId, targetIds))),
  ]);
  for (const row of counts) {
    const summary = out.get(row.targetId);
    if (!summary || !isKind(row.kind)) continue;
    summary.counts[row.kind] = row.count;
    summary.total += row.count;
  }
  for (const row of mine) {
    const summary = out.get(row.targetId);
    if (summary && isKind(row.kind)) summary.mine.push(row.kind);
  }
  return out;
}

export async function reactionSummary(targetType: string, targetId: number, viewerId: number | null): Promise<ReactionSummary> {
  return (await reactionSummaries(targetType, [targetId], viewerId)).get(targetId)!;
}

export type ReactionAnswer = { targetType: ReactionTargetType; targetId: number; kind: ReactionKind; reacted: boolean; reactions: ReactionSummary };

/** Adds the person's reaction; adding one they already have changes nothing. */
export async function addReaction(userId: number, input: ReactionInput): Promise<ReactionAnswer> {
  await getDb().transaction(async (tx) => {
    await requireTarget(tx, input.targetType, input.targetId);
    const inserted = await tx
      .insert(reactions)
      .values({ ...input, userId })
      .onConflictDoNothing({ target: [reactions.targetType, reactions.targetId, reactions.userId, reactions.kind] })
      .returning({ id: reactions.id });
    if (inserted.length === 0) return;
    await tx
      .insert(reactionCounts)
      .values({ ...input, count: 1 })
      .onConflictDoUpdate({
        target: [reactionCounts.targetType, reactionCounts.targetId, reactionCounts.kind],
        set: { count: sql`${reactionCounts.count} + 1` },
      });
  });
  return { ...input, reacted: true, reactions: await reactionSummary(input.targetType, input.targetId, userId) };
}

/** Takes the person's reaction back; taking back one they do not have changes nothing. */
export async function removeReaction(userId: number, input: ReactionInput): Promise<ReactionAnswer> {
  await getDb().transaction(async (tx) => {
    await requireTarget(tx, input.targetType, input.targetId);
    const deleted = await tx
      .delete(reactions)
      .where(
        and(
          eq(reactions.targetType, input.targetType),
          eq(reactions.targetId, input.targetId),
          eq(reactions.userId, userId),
          eq(reactions.kind, input.kind),
        ),
      )
      .returning({ id: reactions.id });
    if (deleted.length === 0) return;
    await tx
      .update(reactionCounts)
      .set({ count: sql`greatest(${reactionCounts.count} - 1, 0)` })
      .where(
        and(eq(reactionCounts.targetType, input.targetType), eq(reactionCounts.targetId, input.targetId), eq(reactionCounts.kind, input.kind)),
      );
  });
  return { ...input, reacted: false, reactions: await reactionSummary(input.targetType, input.targetId, userId) };
}

/** Removes every reaction on these targets and their counters (the targets are being deleted). */
export async function deleteReactionsOf(tx: Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0], targetType: string, targetIds: number[]): Promise<void> {
  if (targetIds.length === 0) return;
  await tx.delete(reactions).where(and(eq(reactions.targetType, targetType), inArray(reactions.targetId, targetIds)));
  await tx.delete(reactionCounts).where(and(eq(reactionCounts.targetType, targetType), inArray(reactionCounts.targetId, targetIds)));
}
