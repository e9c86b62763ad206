import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { getOwnContest, updateContest } from '@/lib/server/services/contests';
import { contestUpdateSchema } from '@/lib/validation/contests';
import { pathId } from '../_params';

// GET contests/{id} → data.contest (the caller's own; anyone else's is a 404).
// PATCH contests/{id} {the whole form, as POST contests} → data.contest.
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };

export const GET = handle<Ctx>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = pathId((await params).id, 'Contest');
  return ok({ contest: await getOwnContest(user.id, id) }, undefined, { cache: 'private' });
});

export const PATCH = write<Ctx>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = pathId((await params).id, 'Contest');
  const input = parseOrThrow(contestUpdateSchema, await jsonBody(request));
  return ok({ contest: await updateContest(user.id, id, input) }, undefined, { cache: 'private' });
});
