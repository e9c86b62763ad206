import { INFLUENCER_ERRORS } from '@/lib/domain/businesses';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow } from '@/lib/server/http/respond';
import { getInfluencer } from '@/lib/server/services/influencers';
import { influencerIdSchema } from '@/lib/validation/businesses';
import { withFallback } from '../../_support/fallback';

export const dynamic = 'force-dynamic';

/** GET influencer/{id} (members only): one approved influencer; pending, rejected or unknown → 404. */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  await requireAuth(request);
  const { id } = parseOrThrow(influencerIdSchema, await params);
  const influencer = await withFallback(INFLUENCER_ERRORS.details, () => getInfluencer(id));
  return ok({ influencer }, undefined, { cache: 'private' });
});
