import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { addComment } from '@/lib/server/services/engagement';
import { commentAddSchema } from '@/lib/validation/engagement';
import { deliverNotificationsAfterResponse } from '../../_support/notify';

// POST comments/add {targetType, targetId, parentId?, body} → 201 data.comment, data.commentCount. The same text
// posted twice at once (a double tap) is one comment: the repeat answers 200 with it. People mentioned are told.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(commentAddSchema, await jsonBody(request));
  const { comment, commentCount, created } = await addComment(user.id, input);
  if (created) await deliverNotificationsAfterResponse();
  return ok({ comment, commentCount }, undefined, { status: created ? 201 : 200, cache: 'private' });
});
