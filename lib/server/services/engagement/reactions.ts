import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { emptyReactionCounts, REACTION_KINDS, type ReactionKind, type ReactionSummary, type ReactionTargetType } from '@/lib/domain/engagement';
import { getDb } from '@/lib/server/db/client';
import { reactionCounts, reactions } from '@/lib/server/db/schema';
import { requireTarget } from './targets';

// Reactions (DESIGN.md "Comments and reactions"): a fixed set of kinds and at most one reaction per person and target
// (a unique index on (target, person)): choosing another kind replaces it, choosing the same kind takes it back, so
// every count is people, not clicks. One person's changes to one target are serialised by a transaction lock, so
// parallel taps are applied one after another and end with one reaction or none. The per-kind counters change in
// the same transaction as the reaction row, so showing counts never aggregates the reactions table.

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

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** Waits for this person's other changes to this target (two int4 keys: the target's hash and the person). */
async function lockReactor(tx: Tx, userId: number, input: ReactionInput): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reaction:${input.targetType}:${input.targetId}`}), ${userId})`);
}

const mineOn = (userId: number, input: ReactionInput) =>
  and(eq(reactions.targetType, input.targetType), eq(reactions.targetId, input.targetId), eq(reactions.userId, userId));

async function countUp(tx: Tx, input: ReactionInput, kind: string): Promise<void> {
  await tx
    .insert(reactionCounts)
    .values({ targetType: input.targetType, targetId: input.targetId, kind, count: 1 })
    .onConflictDoUpdate({
      target: [reactionCounts.targetType, reactionCounts.targetId, reactionCounts.kind],
      set: { count: sql`${reactionCounts.count} + 1` },
    });
}

async function countDown(tx: Tx, input: ReactionInput, kind: string): Promise<void> {
  await tx
    .update(reactionCounts)
    .set({ count: sql`greatest(${reactionCounts.count} - 1, 0)` })
    .where(and(eq(reactionCounts.targetType, input.targetType), eq(reactionCounts.targetId, input.targetId), eq(reactionCounts.kind, kind)));
}

/**
 * The person chooses `kind` (reactions/add): with no reaction yet it is added; another kind of theirs is replaced by
 * it; the same kind again takes it back (`reacted: false`).
 */
export async function addReaction(userId: number, input: ReactionInput): Promise<ReactionAnswer> {
  const reacted = await getDb().transaction(async (tx) => {
    await requireTarget(tx, input.targetType, input.targetId);
    await lockReactor(tx, userId, input);
    const [current] = await tx.select({ id: reactions.id, kind: reactions.kind }).from(reactions).where(mineOn(userId, input));
    if (!current) {
      await tx.insert(reactions).values({ ...input, userId });
      await countUp(tx, input, input.kind);
      return true;
    }
    await countDown(tx, input, current.kind);
    if (current.kind === input.kind) {
      await tx.delete(reactions).where(eq(reactions.id, current.id));
      return false;
    }
    await tx.update(reactions).set({ kind: input.kind, createdAt: new Date() }).where(eq(reactions.id, current.id));
    await countUp(tx, input, input.kind);
    return true;
  });
  return { ...input, reacted, reactions: await reactionSummary(input.targetType, input.targetId, userId) };
}

/** Takes back the person's reaction of this kind (reactions/delete); taking back one they do not have changes nothing. */
export async function removeReaction(userId: number, input: ReactionInput): Promise<ReactionAnswer> {
  await getDb().transaction(async (tx) => {
    await requireTarget(tx, input.targetType, input.targetId);
    await lockReactor(tx, userId, input);
    const deleted = await tx
      .delete(reactions)
      .where(and(mineOn(userId, input), eq(reactions.kind, input.kind)))
      .returning({ id: reactions.id });
    if (deleted.length > 0) await countDown(tx, input, input.kind);
  });
  return { ...input, reacted: false, reactions: await reactionSummary(input.targetType, input.targetId, userId) };
}

/** Removes every reaction on these targets and their counters (the targets are being deleted). */
export async function deleteReactionsOf(tx: Tx, targetType: string, targetIds: number[]): Promise<void> {
  if (targetIds.length === 0) return;
  await tx.delete(reactions).where(and(eq(reactions.targetType, targetType), inArray(reactions.targetId, targetIds)));
  await tx.delete(reactionCounts).where(and(eq(reactionCounts.targetType, targetType), inArray(reactionCounts.targetId, targetIds)));
}
