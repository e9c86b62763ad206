import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listOwnContestEntries } from '@/lib/server/services/contests';
import { ownEntriesQuerySchema } from '@/lib/validation/contests';
import { pathId } from '../../_params';

// GET contests/{id}/entries?status=pending|approved|rejected&page → data.entries, meta.pagination (newest first).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = pathId((await params).id, 'Contest');
  const { status, page } = parseOrThrow(ownEntriesQuerySchema, queryObject(request));
  const { entries, pagination } = await listOwnContestEntries(user.id, id, status, page);
  return ok({ entries }, { pagination }, { cache: 'private' });
});
