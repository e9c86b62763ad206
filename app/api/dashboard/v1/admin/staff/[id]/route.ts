import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { changeStaffRole, removeStaff } from '@/lib/server/services/staff';
import { changeStaffRoleSchema } from '@/lib/validation/staff';
import { staffPathId } from '../_id';

// PATCH admin/staff/{id} {role} → data {member}: a new role (their back office closes until the second factor again).
// DELETE admin/staff/{id} → data {id, role: 'customer'}: back to a customer. The last owner: 409. Owners only.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const PATCH = staffWrite<Context>('staff.manage', async (request, _staff, { params }) => {
  const id = staffPathId((await params).id);
  const { role } = parseOrThrow(changeStaffRoleSchema, await jsonBody(request));
  return ok({ member: await changeStaffRole(id, role) }, undefined, { cache: 'private' });
});

export const DELETE = staffWrite<Context>('staff.manage', async (_request, _staff, { params }) =>
  ok(await removeStaff(staffPathId((await params).id)), undefined, { cache: 'private' }),
);
