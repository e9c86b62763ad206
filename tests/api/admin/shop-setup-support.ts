import { and, desc, eq } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/api/dashboard/v1/admin/setup/[kind]/route';
import { DELETE as deleteRoute, PATCH as editRoute } from '@/app/api/dashboard/v1/admin/setup/[kind]/[id]/route';
import { POST as visibilityRoute } from '@/app/api/dashboard/v1/admin/setup/[kind]/[id]/visibility/route';
import type { SetupKind } from '@/lib/domain/shop-setup';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { adminCall } from './support';

// The shop's setup as staff use it (/admin/setup → admin/setup/{kind}…): list, add, edit, hide/show, delete.

type Who = { headers: Record<string, string> } | null;
const headersOf = (who: Who) => who?.headers ?? {};
const base = '/api/dashboard/v1/admin/setup';

export const setup = {
  list: (who: Who, kind: SetupKind | string, query = '') =>
    adminCall(listRoute, `${base}/${kind}${query}`, { headers: headersOf(who), params: { kind } }),
  create: (who: Who, kind: SetupKind | string, body: unknown) =>
    adminCall(createRoute, `${base}/${kind}`, { method: 'POST', body, headers: headersOf(who), params: { kind } }),
  edit: (who: Who, kind: SetupKind | string, id: number | string, body: unknown) =>
    adminCall(editRoute, `${base}/${kind}/${id}`, { method: 'PATCH', body, headers: headersOf(who), params: { kind, id: String(id) } }),
  remove: (who: Who, kind: SetupKind | string, id: number | string) =>
    adminCall(deleteRoute, `${base}/${kind}/${id}`, { method: 'DELETE', headers: headersOf(who), params: { kind, id: String(id) } }),
  visible: (who: Who, kind: SetupKind | string, id: number | string, visible: boolean) =>
    adminCall(visibilityRoute, `${base}/${kind}/${id}/visibility`, { method: 'POST', body: { visible }, headers: headersOf(who), params: { kind, id: String(id) } }),
};

/** The newest audit entries for one row, newest first. */
export async function auditOf(entity: string, entityId: number | string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

let counter = 0;
/** A slug (and code) no other test in this database uses. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(counter += 1)}`;
