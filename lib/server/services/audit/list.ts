import 'server-only';
import { and, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDaysToKey, kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { STAFF_ROLE_LABELS, isStaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users } from '@/lib/server/db/schema';
import { afterKeyset, decodeKeyset, instantKey, pageOf } from '@/lib/server/services/applications/keyset';
import type { AuditListQuery } from '@/lib/validation/audit';

// Reading the audit trail (issue 25; the owner only: 'audit.read'). Newest first, a keyset page at a time, each filter
// walking an index newest first (migration 0024, and 0030 for the kind of thing alone): who → audit_log_staff_idx,
// kind of thing → audit_log_entity_at_idx (with its id → audit_log_entity_idx), action → audit_log_action_idx, no
// filter or days only → audit_log_at_idx. Days are Kathmandu days: from its midnight to the next day's.
// What was recorded is shown as recorded (record.ts redacted secrets before the row was written).

export const AUDIT_PER_PAGE = 50;

export type AuditEntryView = {
  id: number;
  at: string;
  staff: { id: number | null; name: string; role: string; roleLabel: string };
  action: string;
  entity: string;
  entityId: string | null;
  summary: string;
  before: unknown;
  after: unknown;
};

export type AuditPage = { entries: AuditEntryView[]; next: string | null };

function conditions(query: AuditListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.staff) where.push(eq(auditLog.staffUserId, query.staff));
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.from) where.push(gte(auditLog.at, kathmanduDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, kathmanduDayStart(addDaysToKey(query.to, 1))));
  if (query.after) where.push(afterKeyset(auditLog.at, auditLog.id, decodeKeyset(query.after, 'desc', Number.MAX_SAFE_INTEGER)));
  return where;
}

export async function listAuditEntries(query: AuditListQuery): Promise<AuditPage> {
  // The page alone first, then its staff names: joined in one statement, the planner may read every matching entry
  // before the LIMIT (a merge join wants them sorted by person); alone, it is one index range that stops at 51 rows.
  const rows = await getDb()
    .select({ row: auditLog, atKey: instantKey(auditLog.at) })
    .from(auditLog)
    .where(and(...conditions(query)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PER_PAGE + 1);
  const page = pageOf(rows.map((r) => ({ ...r, id: r.row.id })), AUDIT_PER_PAGE, 'desc');
  const staffIds = [...new Set(page.rows.map((r) => r.row.staffUserId).filter((id): id is number => id !== null))];
  const names = new Map(
    staffIds.length ? (await getDb().select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staffIds))).map((u) => [u.id, u.name]) : [],
  );
  return {
    entries: page.rows.map(({ row }) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff: {
        id: row.staffUserId,
        name: (row.staffUserId === null ? null : names.get(row.staffUserId)) ?? (row.staffUserId === null ? 'A former staff member' : `Staff #${row.staffUserId}`),
        role: row.staffRole,
        roleLabel: isStaffRole(row.staffRole) ? STAFF_ROLE_LABELS[row.staffRole] : row.staffRole,
      },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      summary: row.summary,
      before: row.before,
      after: row.after,
    })),
    next: page.next,
  };
}

/** The distinct values of a column with an index that starts with it: a skip scan, one index probe per value. */
async function distinctWords(column: 'entity' | 'action', limit = 200): Promise<string[]> {
  const col = sql.identifier(column);
  const { rows } = await getDb().execute<{ v: string }>(sql`
    WITH RECURSIVE seen AS (
      (SELECT ${col} AS v FROM audit_log ORDER BY ${col} LIMIT 1)
      UNION ALL
      SELECT (SELECT ${col} FROM audit_log WHERE ${col} > seen.v ORDER BY ${col} LIMIT 1) FROM seen WHERE seen.v IS NOT NULL
    )
    SELECT v FROM seen WHERE v IS NOT NULL LIMIT ${limit}`);
  return rows.map((r) => r.v);
}

export type AuditFilterOptions = {
  staff: Array<{ id: number; name: string; roleLabel: string }>;
  entities: string[];
  actions: string[];
};

/** What the filters offer: today's staff (the partial users_staff_idx) and the kinds and actions the trail holds. */
export async function auditFilterOptions(extraStaffIds: number[] = []): Promise<AuditFilterOptions> {
  const [staff, entities, actions] = await Promise.all([
    getDb()
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(extraStaffIds.length ? or(ne(users.role, 'customer'), inArray(users.id, extraStaffIds)) : ne(users.role, 'customer'))
      .orderBy(users.name)
      .limit(500),
    distinctWords('entity'),
    distinctWords('action'),
  ]);
  return {
    staff: staff.map((s) => ({ id: s.id, name: s.name, roleLabel: isStaffRole(s.role) ? STAFF_ROLE_LABELS[s.role] : 'Former staff' })),
    entities,
    actions,
  };
}
