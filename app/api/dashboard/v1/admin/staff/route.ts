import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { addStaff, listStaff } from '@/lib/server/services/staff';
import { addStaffSchema } from '@/lib/validation/staff';

// GET admin/staff → data {staff: [...]}: every staff member (name, email, phone, role, authenticator, last active).
// POST admin/staff {email, role} → 201 data {member}: an existing account made staff. Owners only ('staff.manage').
export const dynamic = 'force-dynamic';

export const GET = staffRead('staff.manage', async () => ok({ staff: await listStaff() }, undefined, { cache: 'private' }));

export const POST = staffWrite('staff.manage', async (request) => {
  const { email, role } = parseOrThrow(addStaffSchema, await jsonBody(request));
  return ok({ member: await addStaff(email, role) }, undefined, { status: 201, cache: 'private' });
});
