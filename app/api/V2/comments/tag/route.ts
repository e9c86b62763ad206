import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { suggestUsers } from '@/lib/server/services/engagement';
import { commentTagQuerySchema } from '@/lib/validation/engagement';

// GET comments/tag?q=sit → data.users: people whose username starts with q, to tag with '@' while writing.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  await requireAuth(request);
  const { q } = parseOrThrow(commentTagQuerySchema, queryObject(request));
  return ok({ users: await suggestUsers(q) }, undefined, { cache: 'private' });
});
