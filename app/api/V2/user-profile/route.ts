import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle } from '@/lib/server/http/respond';
import { privateOk, toPublicUser } from '@/lib/server/services/accounts';

export const dynamic = 'force-dynamic';

/** The logged-in user's own account. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return privateOk({ user: toPublicUser(user) });
});
