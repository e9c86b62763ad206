import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok } from '@/lib/server/http/respond';
import { closeVoting } from '@/lib/server/services/contests';
import { pathId, PRIVATE } from '../../_params';

// POST contests/{id}/close-voting → data.contest: voting ends now and judging starts (409 when voting is not open).
export const dynamic = 'force-dynamic';

export const POST = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = pathId((await params).id, 'Contest');
  return ok({ contest: await closeVoting(user.id, id) }, undefined, { headers: PRIVATE });
});
