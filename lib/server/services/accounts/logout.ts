import 'server-only';
import { revokeOtherSessions, revokeSession, type AuthContext } from '@/lib/server/auth/session';

/** user-logout: ends this session on the server (the token stops working everywhere it was copied). */
export async function logoutThisSession(context: AuthContext): Promise<void> {
  await revokeSession(context.session.id);
}

/** user-logout?excludeThis=1: every other device of the account is logged out; this one stays. */
export async function logoutOtherSessions(context: AuthContext): Promise<{ revoked: number }> {
  return { revoked: await revokeOtherSessions(context.user.id, context.session.id) };
}
