import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { getInfluencerApplication } from '@/lib/server/services/applications';
import { reviewInfluencer } from '@/lib/server/services/influencers';
import { applicationReviewSchema } from '@/lib/validation/applications';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/applications/influencers/{id}/review {decision: approve, reason?} | {decision: reject, reason} → data: the
// application as it now is. Approving makes the personal code; rejecting switches it off. The applicant is told by mail
// and SMS; the same decision twice is one decision. 'moderation.act'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('moderation.act', async (request, staff, context) => {
  const id = await idFrom(context, 'Influencer application');
  const input = parseOrThrow(applicationReviewSchema, await jsonBody(request));
  await reviewInfluencer(id, input.decision, input.reason ?? '', { reviewerId: staff.user.id });
  await deliverNotificationsAfterResponse();
  return ok(await getInfluencerApplication(id), undefined, { cache: 'private' });
});
