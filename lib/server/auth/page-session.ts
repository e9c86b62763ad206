import 'server-only';
import { cookies } from 'next/headers';
import { findSession, type AuthContext } from './session';
import { SESSION_COOKIE } from './session-policy';

/** For server components (the profile layout): the session behind the web cookie, or null. */
export async function getPageSession(): Promise<AuthContext | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? findSession(token) : null;
}
