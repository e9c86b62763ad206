import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { resetStaffSecondFactor } from '@/lib/server/services/staff';
import { staffPathId } from '../../_id';

// DELETE admin/staff/{id}/second-factor → data {member}: their authenticator and recovery codes are forgotten and every
// session of theirs loses the back office; they set it up again at their next visit. Owners only.
export const dynamic = 'force-dynamic';

export const DELETE = staffWrite<{ params: Promise<{ id: string }> }>('staff.manage', async (_request, _staff, { params }) =>
  ok({ member: await resetStaffSecondFactor(staffPathId((await params).id)) }, undefined, { cache: 'private' }),
);
