import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { reviewInfluencer } from '@/lib/server/services/influencers';
import { dashboardIdSchema, reviewSchema } from '@/lib/validation/businesses';
import { requireStaff } from '../../../../_support/staff';

export const dynamic = 'force-dynamic';

/** POST staff/influencers/{id}/review {decision: approve|reject, note?}: approving makes the personal code (others → 404). */
export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  await requireStaff(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { decision, note } = parseOrThrow(reviewSchema, await jsonBody(request));
  return ok({ influencer: await reviewInfluencer(id, decision, note ?? '') });
});
