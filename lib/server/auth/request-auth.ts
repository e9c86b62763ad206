import 'server-only';
import { requestOrigin } from '@/lib/server/http/client';
import { readCookie } from '@/lib/server/http/cookies';
import { ApiError } from '@/lib/server/http/errors';
import { findSession, type AuthContext } from './session';

import { NOT_AUTHENTICATED } from '@/lib/domain/auth-messages';

export { NOT_AUTHENTICATED }; // SPEC §8

export const notAuthenticated = () => new ApiError(401, NOT_AUTHENTICATED, 'unauthenticated');

type TokenSource = { token: string; via: 'bearer' | 'cookie' };

/** The session token: `Authorization: Bearer` (the spec's client) first, then the web's httpOnly cookie. */
export function readToken(request: Request): TokenSource | null {
  const auth = request.headers.get('authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie = readCookie(request, 'session');
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cookie rides along on cross-site requests, so a mutation authenticated by cookie must come from our own pages:
 * its Origin must be ours (or listed in ALLOWED_ORIGINS). Bearer tokens are never sent by a browser on its own.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get('origin');
  const allowed = new Set([requestOrigin(request), ...(process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean)]);
  if (!origin || !allowed.has(origin)) {
    throw new ApiError(403, 'This request did not come from the shop’s own pages.', 'bad_origin');
  }
}

/** Sessions already looked up for a request: a write's limits (lib/server/http/write.ts) and its handler ask once. */
const looked = new WeakMap<Request, Promise<AuthContext | null>>();

/** The caller's session, or null when there is none or it is no longer valid. Origin-checked for cookie mutations. */
export async function optionalAuth(request: Request): Promise<AuthContext | null> {
  const source = readToken(request);
  if (!source) return null;
  if (source.via === 'cookie') assertSameOrigin(request);
  let session = looked.get(request);
  if (!session) {
    session = findSession(source.token);
    looked.set(request, session);
  }
  return session;
}

/** The caller's session or a 401 'User is not authenticated'. */
export async function requireAuth(request: Request): Promise<AuthContext> {
  const context = await optionalAuth(request);
  if (!context) throw notAuthenticated();
  return context;
}
