import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { reviewBusiness } from '@/lib/server/services/businesses';
import { dashboardIdSchema, reviewSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/**
 * POST staff/businesses/{id}/review {decision: approve|reject, note?}: staff verify a business (issue 14's route, kept;
 * the back office posts to admin/applications/businesses/{id}/review, which requires a reason to reject). The same
 * service: locked, idempotent, audited, the owner told. 'moderation.act'; anyone not staff → 404.
 */
export const POST = staffWrite<{ params: Promise<{ id: string }> }>('moderation.act', async (request, staff, { params }) => {
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { decision, note } = parseOrThrow(reviewSchema, await jsonBody(request));
  return ok({ business: await reviewBusiness(id, decision, note ?? '', { reviewerId: staff.user.id }) });
});
