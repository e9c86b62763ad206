import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { renewRecoveryCodes } from '@/lib/server/services/staff';

// POST admin/second-factor/recovery-codes → data {recoveryCodes}: ten new recovery codes, answered once; the old ones
// stop working. Needs this shift's second factor (a stolen password alone cannot mint codes).
export const dynamic = 'force-dynamic';

export const POST = staffWrite(null, async (_request, staff) =>
  ok(await renewRecoveryCodes(staff.user.id), undefined, { cache: 'private' }),
);
