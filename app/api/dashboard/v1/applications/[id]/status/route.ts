import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { moveApplication } from '@/lib/server/services/businesses';
import { applicationStatusSchema, dashboardIdSchema } from '@/lib/validation/businesses';
import { deliverNotificationsAfterResponse } from '../../../../../V2/_support/notify';

export const dynamic = 'force-dynamic';

/**
 * POST applications/{id}/status {status}: received → shortlisted → interview → hired, or rejected before hired
 * (lib/domain/vacancy-applications). The same status again answers 200 with changed: false; any other move is a 409;
 * only the vacancy's owner may move it (anyone else → 404). The applicant is told through the outbox.
 */
export const POST = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { status } = parseOrThrow(applicationStatusSchema, await jsonBody(request));
  const result = await moveApplication(user.id, id, status);
  if (result.changed) await deliverNotificationsAfterResponse();
  return ok(result);
});
