import { INFLUENCER_ERRORS } from '@/lib/domain/businesses';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { registerInfluencer } from '@/lib/server/services/influencers';
import { influencerRegisterSchema } from '@/lib/validation/businesses';
import { withFallback } from '../_support/fallback';

export const dynamic = 'force-dynamic';

/**
 * POST register-as-influencer {instagramHandle?, instagramFollowers?, tiktok…, youtube…, facebook…, niche, city, pitch}:
 * 201 with the application (approved with its personal code in demo mode, pending otherwise); 409 when the caller
 * already applied; 401 'User is not authenticated' without a session.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(influencerRegisterSchema, await jsonBody(request));
  const influencer = await withFallback(INFLUENCER_ERRORS.register, () => registerInfluencer(user.id, input));
  return ok({ influencer }, undefined, { status: 201 });
});
