import { optionalAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { handle, ok } from '@/lib/server/http/respond';
import { getEntryDetail } from '@/lib/server/services/contests';
import { rowIdOrNull } from '@/lib/validation/ids';
import { orNotFound } from '../../../_support/catalogue-route';

// GET contest/detail/{id} → data.contestantDetailInfo: one entry (photo or text, its contestant, votes, reactions,
// comment count, whether the caller voted in this period). Pending entries only for their contestant and the owner.
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound('Contest entry');
  const viewer = await optionalAuth(request);
  const contestantDetailInfo = orNotFound(await getEntryDetail(id, viewer?.user.id ?? null), 'Contest entry');
  return ok({ contestantDetailInfo }, undefined, { cache: viewer ? 'private' : 'contest' });
});
