import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok } from '@/lib/server/http/respond';
import { listEnteredContests } from '@/lib/server/services/contests';

// GET contests/entered → data.entered: the contests the caller entered, each with their entries (status and votes).
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return ok({ entered: await listEnteredContests(user.id) }, undefined, { cache: 'private' });
});
