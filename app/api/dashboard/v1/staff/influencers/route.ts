import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listPendingInfluencers } from '@/lib/server/services/influencers';

export const dynamic = 'force-dynamic';

/**
 * GET staff/influencers: influencer applications waiting for review, oldest first (issue 14's queue, kept for its
 * callers; the back office reads GET admin/applications/influencers). 'moderation.act'; anyone not staff → 404.
 */
export const GET = staffRead('moderation.act', async () => {
  return ok({ influencers: await listPendingInfluencers() }, undefined, { cache: 'private' });
});
