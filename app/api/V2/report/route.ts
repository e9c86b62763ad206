import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { reportTarget } from '@/lib/server/services/engagement';
import { reportSchema } from '@/lib/validation/engagement';

// POST report {targetType: 'comment' | 'review', targetId, reason, details?} → 201 data.message (200 and
// alreadyReported when this person reported it before: one report per person and target).
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'report-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(reportSchema, await jsonBody(request));
  const answer = await reportTarget(user.id, input);
  return ok(answer, undefined, { status: answer.alreadyReported ? 200 : 201, cache: 'private' });
});
