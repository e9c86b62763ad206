import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle } from '@/lib/server/http/respond';
import { toPublicUser } from '@/lib/server/services/accounts';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** The logged-in user's own account. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return privateOk({ user: toPublicUser(user) });
});
