import { and, desc, eq } from 'drizzle-orm';
import { DELETE as unblockRoute, POST as blockRoute } from '@/app/api/dashboard/v1/admin/moderation/blocks/route';
import { POST as decideRoute } from '@/app/api/dashboard/v1/admin/moderation/items/[kind]/[id]/route';
import { PUT as policyRoute } from '@/app/api/dashboard/v1/admin/moderation/policies/[kind]/route';
import { GET as queueRoute } from '@/app/api/dashboard/v1/admin/moderation/route';
import { GET as mineRoute } from '@/app/api/V2/profile/moderation/route';
import type { ModerationKind, ModerationMode } from '@/lib/domain/moderation';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { newStaffMember } from '../support/users';
import { adminCall } from './support';

// The moderation API tests' calls: a moderator (support) acting on the queues, the shop's policy, blocks, and what an
// author sees of their own held and hidden posts.

export type Who = { headers: Record<string, string> };

export const staff = (role: StaffRole = 'support') => newStaffMember(role);

export const queue = (who: Who, kind: ModerationKind, state = 'held', cursor?: number) =>
  adminCall(queueRoute, `/api/dashboard/v1/admin/moderation?kind=${kind}&state=${state}${cursor ? `&cursor=${cursor}` : ''}`, { headers: who.headers });

export const decide = (who: Who, kind: string, id: number | string, body: unknown) =>
  adminCall(decideRoute, `/api/dashboard/v1/admin/moderation/items/${kind}/${id}`, { method: 'POST', body, headers: who.headers, params: { kind, id: String(id) } });

export const approve = (who: Who, kind: ModerationKind, id: number) => decide(who, kind, id, { action: 'approve' });
export const hide = (who: Who, kind: ModerationKind, id: number, reason: string) => decide(who, kind, id, { action: 'hide', reason });

export const setPolicy = (who: Who, kind: ModerationKind, mode: ModerationMode, holdNewAccounts = false) =>
  adminCall(policyRoute, `/api/dashboard/v1/admin/moderation/policies/${kind}`, { method: 'PUT', body: { mode, holdNewAccounts }, headers: who.headers, params: { kind } });

export const block = (who: Who, kind: ModerationKind, userId: number, reason = 'Keeps posting phone numbers') =>
  adminCall(blockRoute, '/api/dashboard/v1/admin/moderation/blocks', { method: 'POST', body: { kind, userId, reason }, headers: who.headers });

export const unblock = (who: Who, kind: ModerationKind, userId: number) =>
  adminCall(unblockRoute, `/api/dashboard/v1/admin/moderation/blocks?kind=${kind}&userId=${userId}`, { method: 'DELETE', headers: who.headers });

/** The author's own view of their held and hidden posts (GET profile/moderation). */
export async function mine(token: string) {
  const res = await callRoute(mineRoute, { url: '/api/V2/profile/moderation', headers: { authorization: `Bearer ${token}` } });
  return res.body.data.items as Array<{ kind: string; id: number; state: string; reason: string | null }>;
}

/** The newest audit entries about one item. */
export const auditOf = (entity: string, id: number | string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
