import 'server-only';
import type { NextResponse } from 'next/server';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { assertSameOrigin, setSessionCookie } from '@/lib/server/auth/request-auth';
import { createSession, type SessionMethod, type UserRow } from '@/lib/server/auth/session';
import { ok } from '@/lib/server/http/respond';
import { toPublicUser } from './public-user';

/**
 * The one way every login ends (password, signup, OTP, Google, Facebook): a fresh session, the login envelope
 * {token, expiresAt, user} for the spec's Bearer client, and the same token as the web's httpOnly cookie.
 */
export async function loginResponse(
  request: Request,
  user: UserRow,
  method: SessionMethod,
  status = 200,
): Promise<NextResponse> {
  // Login CSRF: a foreign page must not log this browser into someone else's account (its cookie would stick).
  // Browsers always send Origin on cross-site POSTs; the app and other non-browser clients send none.
  if (request.headers.get('origin')) assertSameOrigin(request);
  const { token, expiresAt } = await createSession(user.id, method, request.headers.get('user-agent'));
  const data: LoginAnswer = { token, expiresAt: expiresAt.toISOString(), user: toPublicUser(user) };
  const response = ok(data, undefined, { status, headers: { 'Cache-Control': 'private, no-store' } });
  setSessionCookie(response, request, token, expiresAt);
  return response;
}

/** An account answer that is about one person: never stored by a shared cache or the browser's cache. */
export function privateOk<T>(data: T, status = 200): NextResponse {
  return ok(data, undefined, { status, headers: { 'Cache-Control': 'private, no-store' } });
}
