import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { reviewSellerApplication } from '@/lib/server/services/applications';
import { applicationReviewSchema } from '@/lib/validation/applications';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/applications/sellers/{id}/review {decision: approve, reason?} | {decision: reject, reason} → data: the
// application as it now is. The applicant is told by mail and SMS; the same decision twice is one. 'moderation.act'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('moderation.act', async (request, staff, context) => {
  const id = await idFrom(context, 'Seller application');
  const input = parseOrThrow(applicationReviewSchema, await jsonBody(request));
  const application = await reviewSellerApplication(id, input.decision, input.reason ?? '', staff.user.id);
  await deliverNotificationsAfterResponse();
  return ok(application, undefined, { cache: 'private' });
});
