import { handle, ok } from '@/lib/server/http/respond';
import { listPendingBusinesses } from '@/lib/server/services/businesses';
import { requireStaff } from '../../_support/staff';

export const dynamic = 'force-dynamic';

/** GET staff/businesses: businesses waiting for verification, oldest first (staff only; others → 404). */
export const GET = handle(async (request) => {
  await requireStaff(request);
  return ok({ businesses: await listPendingBusinesses() }, undefined, { headers: { 'Cache-Control': 'private, no-store' } });
});
