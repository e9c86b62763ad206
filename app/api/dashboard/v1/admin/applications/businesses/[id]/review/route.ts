import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { getBusinessApplication } from '@/lib/server/services/applications';
import { reviewBusiness } from '@/lib/server/services/businesses';
import { applicationReviewSchema } from '@/lib/validation/applications';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/applications/businesses/{id}/review {decision: approve, reason?} | {decision: reject, reason} → data: the
// business as it now is. Verified: its page is public and it may post vacancies. The owner is told by mail and SMS;
// the same decision twice is one decision. 'moderation.act'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('moderation.act', async (request, staff, context) => {
  const id = await idFrom(context, 'Business');
  const input = parseOrThrow(applicationReviewSchema, await jsonBody(request));
  await reviewBusiness(id, input.decision, input.reason ?? '', { reviewerId: staff.user.id });
  await deliverNotificationsAfterResponse();
  return ok(await getBusinessApplication(id), undefined, { cache: 'private' });
});
