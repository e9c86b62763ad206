import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listPendingBusinesses } from '@/lib/server/services/businesses';

export const dynamic = 'force-dynamic';

/**
 * GET staff/businesses: businesses waiting for verification, oldest first (issue 14's queue, kept for its callers;
 * the back office reads GET admin/applications/businesses). 'moderation.act'; anyone not staff → 404.
 */
export const GET = staffRead('moderation.act', async () => {
  return ok({ businesses: await listPendingBusinesses() }, undefined, { cache: 'private' });
});
