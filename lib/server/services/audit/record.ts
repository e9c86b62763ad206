import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { changedFields, redactForAudit } from '@/lib/domain/audit-redact';
import type { Database } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';

// Recording back-office writes (issue 25). Two layers, so that no write can go unrecorded:
// 1. A service that changes something calls `recordAudit(tx, …)` inside its own transaction, with the thing before
//    and after: the entry commits or rolls back with the change itself, and says exactly what changed.
// 2. `staffWrite` (lib/server/http/staff-route.ts) runs every back-office action inside `auditScope`; when the action
//    succeeded and no service recorded anything, it writes one entry itself from the route, its id and the request's
//    fields (redacted). So a route added later without a recordAudit call is still in the trail, only less precisely.
// The scope is an AsyncLocalStorage value, like the transaction guard's: it carries who is acting and whether an entry
// was written, without threading a parameter through every service.

export type AuditExecutor = Pick<Database, 'insert'>;

export type AuditActor = { userId: number | null; role: string };

export type AuditChange = {
  /** 'product.update', 'comment.hide', 'ticket.reply' … */
  action: string;
  entity: string;
  entityId?: string | number | null;
  summary: string;
  before?: unknown;
  after?: unknown;
};

type Scope = { actor: AuditActor; recorded: number };
const scope = new AsyncLocalStorage<Scope>();

/** Runs a back-office action with `actor` as the one the trail names; returns its result and how many entries it wrote. */
export async function auditScope<T>(actor: AuditActor, action: () => Promise<T>): Promise<{ result: T; recorded: number }> {
  const current: Scope = { actor, recorded: 0 };
  const result = await scope.run(current, action);
  return { result, recorded: current.recorded };
}

/** Who is acting in this back-office action (null outside one: a script, a job, a customer's request). */
export const currentAuditActor = (): AuditActor | null => scope.getStore()?.actor ?? null;

/** Keeps only what changed when both sides are plain objects, so a long row reads as its one edited field. */
function narrow(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
  if (!isRecord(before) || !isRecord(after)) return { before, after };
  const fields = changedFields(before, after);
  if (fields.length === 0) return { before, after };
  const pick = (row: Record<string, unknown>) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));
  // The id (when there is one) stays, so an entry read alone still names its row.
  const id = 'id' in after ? { id: after.id } : {};
  return { before: { ...id, ...pick(before) }, after: { ...id, ...pick(after) } };
}

/**
 * Records one change, through `db` (the service's transaction, so it commits with the change). The actor is the
 * scope's (the staff member whose action this is) unless given; outside any back-office action and without an actor,
 * nothing is recorded: the trail is of what staff did, and scripts and jobs are in the code's history.
 */
export async function recordAudit(db: AuditExecutor, change: AuditChange, actor: AuditActor | null = currentAuditActor()): Promise<void> {
  if (!actor) return;
  const { before, after } = narrow(redactForAudit(change.before ?? null), redactForAudit(change.after ?? null));
  await db.insert(auditLog).values({
    staffUserId: actor.userId,
    staffRole: actor.role,
    action: change.action,
    entity: change.entity,
    entityId: change.entityId === undefined || change.entityId === null ? null : String(change.entityId),
    summary: change.summary.slice(0, 300),
    before: before ?? null,
    after: after ?? null,
  });
  const current = scope.getStore();
  if (current) current.recorded += 1;
}
