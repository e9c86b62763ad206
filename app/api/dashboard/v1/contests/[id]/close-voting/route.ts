import { requireAuth } from '@/lib/server/auth/request-auth';
import { ok } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { closeVoting } from '@/lib/server/services/contests';
import { pathId } from '../../_params';

// POST contests/{id}/close-voting → data.contest: voting ends now and judging starts (409 when voting is not open).
export const dynamic = 'force-dynamic';

export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = pathId((await params).id, 'Contest');
  return ok({ contest: await closeVoting(user.id, id) }, undefined, { cache: 'private' });
});
