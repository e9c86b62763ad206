import { INFLUENCER_ERRORS } from '@/lib/domain/businesses';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listInfluencers } from '@/lib/server/services/influencers';
import { influencerListQuerySchema } from '@/lib/validation/businesses';
import { withFallback } from '../_support/fallback';

export const dynamic = 'force-dynamic';

/** GET influencers?niche&city&sort=followers|newest&page (members only): approved influencers, no email or phone. */
export const GET = handle(async (request) => {
  await requireAuth(request);
  const query = parseOrThrow(influencerListQuerySchema, queryObject(request));
  const { influencers, pagination } = await withFallback(INFLUENCER_ERRORS.list, () => listInfluencers(query));
  return ok({ influencers }, { pagination }, { cache: 'private' });
});
