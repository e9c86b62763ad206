import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { deleteComment } from '@/lib/server/services/engagement';
import { commentDeleteSchema } from '@/lib/validation/engagement';

// POST comments/delete {commentId} → data.deleted (the comment and its replies), data.commentCount. Someone else's
// comment is a 404, exactly like one that does not exist.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { commentId } = parseOrThrow(commentDeleteSchema, await jsonBody(request));
  const { id, deleted, commentCount } = await deleteComment(user.id, commentId);
  return ok({ id, deleted, commentCount }, undefined, { cache: 'private' });
});
