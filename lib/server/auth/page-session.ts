import 'server-only';
import { headers } from 'next/headers';
import { readCookie } from '@/lib/server/http/cookies';
import { findSession, type AuthContext } from './session';

/** For server components (the profile layout): the session behind the web cookie, or null. */
export async function getPageSession(): Promise<AuthContext | null> {
  const token = readCookie(await headers(), 'session');
  return token ? findSession(token) : null;
}
