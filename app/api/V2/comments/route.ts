import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listComments } from '@/lib/server/services/engagement';
import { commentListQuerySchema } from '@/lib/validation/engagement';

// GET comments?targetType&targetId&page → data.comments (newest conversations first, each with its replies),
// data.commentCount (replies included), meta.pagination over the conversations. SPEC §4: the client replaces its
// list with page 1 and appends later pages.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const query = parseOrThrow(commentListQuerySchema, queryObject(request));
  const viewer = await optionalAuth(request);
  const { comments, commentCount, pagination } = await listComments(query, viewer?.user.id ?? null);
  return ok({ comments, commentCount }, { pagination }, { cache: 'private' });
});
