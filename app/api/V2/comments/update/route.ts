import { enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { updateComment } from '@/lib/server/services/engagement';
import { commentUpdateSchema } from '@/lib/validation/engagement';
import { deliverNotificationsAfterResponse } from '../../_support/notify';

// POST comments/update {commentId, body} → data.comment. Only one's own comment (anyone else's is a 404); people
// newly mentioned are told, and nobody is told twice about one comment.
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(commentUpdateSchema, await jsonBody(request));
  await enforceRateLimit('post-user', String(user.id));
  const answer = await updateComment(user.id, input);
  await deliverNotificationsAfterResponse();
  return ok(answer, undefined, { headers: { 'Cache-Control': 'private, no-store' } });
});
