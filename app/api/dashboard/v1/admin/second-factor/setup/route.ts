import { ok } from '@/lib/server/http/respond';
import { staffSignInWrite } from '@/lib/server/http/staff-route';
import { startSecondFactorSetUp } from '@/lib/server/services/staff';

// POST admin/second-factor/setup → data {secret, groups, uri, qrSvg}: the authenticator secret waiting for its first
// code (made now, or the one already waiting). 409 once set up: a confirmed secret is never shown again. Works before
// this shift's second factor (it is how the first one is set up); anyone not staff gets the unknown-path 404.
export const dynamic = 'force-dynamic';

export const POST = staffSignInWrite('staff-user', async (_request, staff) =>
  ok(await startSecondFactorSetUp(staff.user.id, staff.user.email ?? staff.user.username), undefined, { cache: 'private' }),
);
