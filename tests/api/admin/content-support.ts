import { and, desc, eq } from 'drizzle-orm';
import * as itemRoute from '@/app/api/dashboard/v1/admin/editorial/[kind]/[key]/route';
import { POST as publishRoute } from '@/app/api/dashboard/v1/admin/editorial/[kind]/[key]/publish/route';
import * as kindRoute from '@/app/api/dashboard/v1/admin/editorial/[kind]/route';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { auditLog, contentPublications } from '@/lib/server/db/schema';
import { newSignedInUser, newStaffMember } from '../support/users';
import { adminCall } from './support';

// The back office's written content (issue 25) as an editor's browser calls it: admin/editorial/{kind}[/{key}[/publish]].

export type Who = { headers: Record<string, string> };

const base = (kind: string, key?: string) => `/api/dashboard/v1/admin/editorial/${kind}${key ? `/${key}` : ''}`;

export const editorial = {
  list: (who: Who, kind: string) => adminCall(kindRoute.GET, base(kind), { headers: who.headers, params: { kind } }),
  create: (who: Who, kind: string, body: unknown) => adminCall(kindRoute.POST, base(kind), { method: 'POST', body, headers: who.headers, params: { kind } }),
  open: (who: Who, kind: string, key: string) => adminCall(itemRoute.GET, base(kind, key), { headers: who.headers, params: { kind, key } }),
  save: (who: Who, kind: string, key: string, body: unknown) =>
    adminCall(itemRoute.PUT, base(kind, key), { method: 'PUT', body, headers: who.headers, params: { kind, key } }),
  discard: (who: Who, kind: string, key: string) => adminCall(itemRoute.DELETE, base(kind, key), { method: 'DELETE', headers: who.headers, params: { kind, key } }),
  publish: (who: Who, kind: string, key: string) =>
    adminCall(publishRoute, `${base(kind, key)}/publish`, { method: 'POST', body: {}, headers: who.headers, params: { kind, key } }),
};

export const staff = (role: StaffRole) => newStaffMember(role);

export async function customer(): Promise<Who> {
  const shopper = await newSignedInUser('shopper', 'Sita Shopper');
  return { headers: { authorization: `Bearer ${shopper.token}` } };
}

export const visitor: Who = { headers: {} };

/** The newest audit entry of `action` by `userId`. */
export async function auditEntry(action: string, userId: number) {
  const [entry] = await getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.staffUserId, userId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry ?? null;
}

export async function publicationsOf(kind: string, entityId: string | number) {
  return getDb()
    .select()
    .from(contentPublications)
    .where(and(eq(contentPublications.kind, kind), eq(contentPublications.entityId, String(entityId))));
}

/**
 * Roles: the editor, manager and owner write content; kitchen and support are refused (403); a customer and a visitor
 * are told nothing is there (404). `act` performs one write as `who` and returns its answer.
 */
export async function expectContentRoles(act: (who: Who) => Promise<{ status: number }>, allowed = 200): Promise<void> {
  const seen: Record<string, number> = {};
  for (const role of ['editor', 'manager', 'owner', 'kitchen', 'support'] as const) seen[role] = (await act(await staff(role))).status;
  seen.customer = (await act(await customer())).status;
  seen.visitor = (await act(visitor)).status;
  expect(seen).toEqual({ editor: allowed, manager: allowed, owner: allowed, kitchen: 403, support: 403, customer: 404, visitor: 404 });
}
