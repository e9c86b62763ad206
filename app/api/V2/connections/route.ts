import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listConnections } from '@/lib/server/services/people';
import { connectionsQuerySchema } from '@/lib/validation/people';

export const dynamic = 'force-dynamic';

/** GET connections?tab=connections|incoming|sent|hidden&q&page → data.items, data.counts, meta.pagination. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const query = parseOrThrow(connectionsQuerySchema, queryObject(request));
  const { pagination, ...lists } = await listConnections(user.id, query);
  return ok(lists, { pagination }, { cache: 'private' });
});
