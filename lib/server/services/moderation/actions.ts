import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { stateOfStatus, type ModerationKind, type ModerationState } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { reports } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/services/audit/record';
import { moveComment } from './move-comment';
import { moveEntry } from './move-entry';
import { moveQuiz } from './move-quiz';
import { moveReview } from './move-review';
import type { Mover, Tx } from './types';

// Approve and hide: one item's state moved with its counts, in one transaction with the item locked (each mover), its
// audit entry with the state before and after, and, for a hide, every open report about it resolved as acted on.
// Deciding what is already decided changes nothing and records nothing (a double click, or two moderators at once).
// The caches that show the item are cleared after the commit.

const MOVERS: Record<ModerationKind, Mover> = { review: moveReview, comment: moveComment, contest_entry: moveEntry, quiz: moveQuiz };

/** Report target types are the kinds' own names (lib/domain/engagement.ts). */
export const reportTypeOf = (kind: ModerationKind): string => kind;

export const auditEntity = (kind: ModerationKind): string => kind.replace('_', '-');

export type DecisionResult = { kind: ModerationKind; id: number; state: ModerationState; reason: string | null; changed: boolean; reportsResolved: number };

/** Resolves the open reports about a target as acted on (it was hidden). */
export async function resolveReports(tx: Tx, kind: ModerationKind, id: number, staffId: number, status: 'actioned' | 'dismissed'): Promise<number> {
  const rows = await tx
    .update(reports)
    .set({ status, resolvedBy: staffId, updatedAt: sql`now()` })
    .where(and(eq(reports.targetType, reportTypeOf(kind)), eq(reports.targetId, id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return rows.length;
}

export async function decide(
  kind: ModerationKind,
  id: number,
  action: { action: 'approve' } | { action: 'hide'; reason: string },
  staffId: number,
): Promise<DecisionResult> {
  const hide = action.action === 'hide';
  const { moved, resolved } = await getDb().transaction(async (tx) => {
    const moved = await MOVERS[kind](tx, id, { to: hide ? 'rejected' : 'approved', reason: hide ? action.reason : null, staffId });
    const resolved = hide ? await resolveReports(tx, kind, id, staffId, 'actioned') : 0;
    if (moved.changed) {
      await recordAudit(tx, {
        action: `${auditEntity(kind)}.${hide ? 'hide' : 'approve'}`,
        entity: auditEntity(kind),
        entityId: id,
        summary: hide ? `Hid ${moved.label}: ${action.reason}` : `Published ${moved.label}`,
        before: { id, state: stateOfStatus(moved.before.status), reason: moved.before.moderationReason },
        after: { id, state: stateOfStatus(moved.after.status), reason: moved.after.moderationReason, reportsResolved: resolved },
      });
    }
    return { moved, resolved };
  });
  await moved.refresh();
  return {
    kind,
    id,
    state: stateOfStatus(moved.after.status) ?? 'held',
    reason: moved.after.moderationReason,
    changed: moved.changed,
    reportsResolved: resolved,
  };
}

/** Approves several items of one kind (each in its own transaction, so one refused item does not undo the others). */
export async function approveMany(kind: ModerationKind, ids: number[], staffId: number): Promise<{ approved: number[]; failed: Array<{ id: number; message: string }> }> {
  const approved: number[] = [];
  const failed: Array<{ id: number; message: string }> = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    try {
      await decide(kind, id, { action: 'approve' }, staffId);
      approved.push(id);
    } catch (error) {
      failed.push({ id, message: error instanceof Error ? error.message : 'Could not approve' });
    }
  }
  return { approved, failed };
}
