import { handle, ok } from '@/lib/server/http/respond';
import { listPendingInfluencers } from '@/lib/server/services/influencers';
import { requireStaff } from '../../_support/staff';

export const dynamic = 'force-dynamic';

/** GET staff/influencers: influencer applications waiting for review, oldest first (staff only; others → 404). */
export const GET = handle(async (request) => {
  await requireStaff(request);
  return ok({ influencers: await listPendingInfluencers() }, undefined, { headers: { 'Cache-Control': 'private, no-store' } });
});
