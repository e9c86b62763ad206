import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { reviewInfluencer } from '@/lib/server/services/influencers';
import { dashboardIdSchema, reviewSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/**
 * POST staff/influencers/{id}/review {decision: approve|reject, note?}: approving makes the personal code (issue 14's
 * route, kept; the back office posts to admin/applications/influencers/{id}/review). The same service: locked,
 * idempotent, audited, the applicant told. 'moderation.act'; anyone not staff → 404.
 */
export const POST = staffWrite<{ params: Promise<{ id: string }> }>('moderation.act', async (request, staff, { params }) => {
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { decision, note } = parseOrThrow(reviewSchema, await jsonBody(request));
  return ok({ influencer: await reviewInfluencer(id, decision, note ?? '', { reviewerId: staff.user.id }) });
});
