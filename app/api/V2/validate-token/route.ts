import { notAuthenticated, optionalAuth, readToken } from '@/lib/server/auth/request-auth';
import { clearCookie } from '@/lib/server/http/cookies';
import { fail, handle } from '@/lib/server/http/respond';
import { toPublicUser } from '@/lib/server/services/accounts';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/**
 * The app's startup check (SPEC §4): a live session answers its user; anything else is 401 'User is not
 * authenticated'. A dead session cookie is cleared on the way, so the /profile guard stops trusting it.
 */
export const GET = handle(async (request) => {
  const context = await optionalAuth(request);
  if (context) return privateOk({ valid: true, user: toPublicUser(context.user) });
  const response = fail(notAuthenticated());
  if (readToken(request)?.via === 'cookie') clearCookie(response, request, 'session');
  return response;
});
