import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { applyForCareer } from '@/lib/server/services/careers';
import { careerApplySchema } from '@/lib/validation/careers';
import { deliverNotificationsAfterResponse } from '../../_support/notify';

export const dynamic = 'force-dynamic';

/**
 * POST career/apply {careerId, cvUploadId, phone, coverNote?, expectedSalary? (rupees a month)}: 201 with the
 * application; 404 unknown position; 409 closed or already applied; 400 a CV that is not the caller's own upload.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(careerApplySchema, await jsonBody(request));
  const application = await applyForCareer(user.id, input);
  await deliverNotificationsAfterResponse();
  return ok({ application }, undefined, { status: 201 });
});
