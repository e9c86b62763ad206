import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { pickWinners } from '@/lib/server/services/contests';
import { winnersSchema } from '@/lib/validation/contests';
import { pathId } from '../../_params';

// POST contests/{id}/winners {entryIds: [first, second?, third?]} → data.contest with the winners announced.
// After voting closes (409 before); the entries must be approved entries of this contest.
export const dynamic = 'force-dynamic';

export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = pathId((await params).id, 'Contest');
  const { entryIds } = parseOrThrow(winnersSchema, await jsonBody(request));
  return ok({ contest: await pickWinners(user.id, id, entryIds) }, undefined, { cache: 'private' });
});
