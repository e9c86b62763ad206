import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { updateComment } from '@/lib/server/services/engagement';
import { commentUpdateSchema } from '@/lib/validation/engagement';
import { deliverNotificationsAfterResponse } from '../../_support/notify';

// POST comments/update {commentId, body} → data.comment. Only one's own comment (anyone else's is a 404); people
// newly mentioned are told, and nobody is told twice about one comment.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(commentUpdateSchema, await jsonBody(request));
  const answer = await updateComment(user.id, input);
  await deliverNotificationsAfterResponse();
  return ok(answer, undefined, { cache: 'private' });
});
