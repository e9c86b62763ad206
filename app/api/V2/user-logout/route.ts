import { requireAuth } from '@/lib/server/auth/request-auth';
import { clearCookie } from '@/lib/server/http/cookies';
import { write } from '@/lib/server/http/write';
import { logoutOtherSessions, logoutThisSession } from '@/lib/server/services/accounts';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/**
 * Logout revokes the session on the server. ?excludeThis=1 is "log out of other devices": every other session of
 * the account ends, this one stays (and keeps its cookie).
 */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const context = await requireAuth(request);
  const excludeThis = ['1', 'true'].includes(new URL(request.url).searchParams.get('excludeThis') ?? '');
  if (excludeThis) return privateOk(await logoutOtherSessions(context));
  await logoutThisSession(context);
  const response = privateOk({ message: 'You are logged out.' });
  clearCookie(response, request, 'session');
  return response;
});
