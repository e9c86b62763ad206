import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { moveApplication } from '@/lib/server/services/businesses';
import { applicationStatusSchema, dashboardIdSchema } from '@/lib/validation/businesses';
import { deliverNotificationsAfterResponse } from '../../../../../V2/_support/notify';

export const dynamic = 'force-dynamic';

/**
 * POST applications/{id}/status {status}: received → shortlisted → interview → hired, or rejected before hired
 * (lib/domain/vacancy-applications). The same status again answers 200 with changed: false; any other move is a 409;
 * only the vacancy's owner may move it (anyone else → 404). The applicant is told through the outbox.
 */
export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { status } = parseOrThrow(applicationStatusSchema, await jsonBody(request));
  const result = await moveApplication(user.id, id, status);
  if (result.changed) await deliverNotificationsAfterResponse();
  return ok(result);
});
