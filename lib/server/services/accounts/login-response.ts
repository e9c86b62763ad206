import 'server-only';
import type { NextResponse } from 'next/server';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { assertSameOrigin, cookieValue, setSessionCookie } from '@/lib/server/auth/request-auth';
import { createSession, type SessionMethod, type UserRow } from '@/lib/server/auth/session';
import { ok } from '@/lib/server/http/respond';
import { GUEST_CART_COOKIE, mergeGuestCart } from '@/lib/server/services/cart';
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
  const response = ok(data, undefined, { status, cache: 'private' });
  setSessionCookie(response, request, token, expiresAt);
  await takeOverGuestCart(request, response, user.id);
  return response;
}

/**
 * The guest cart this browser filled before logging in becomes the customer's now, in the login answer, so the
 * page's first cart calls already see one merged cart and carry no guest cookie. (The cart calls still merge a guest
 * cookie they get, e.g. from a Bearer client; the merge is exactly-once either way.) A failure here must not fail the
 * login: the cookie is then kept and the next cart call merges.
 */
async function takeOverGuestCart(request: Request, response: NextResponse, userId: number): Promise<void> {
  try {
    const guestToken = cookieValue(request, GUEST_CART_COOKIE);
    if (!guestToken) return;
    await mergeGuestCart(guestToken, userId);
    response.cookies.set(GUEST_CART_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
  } catch (error) {
    console.error('[login] guest cart merge failed', error instanceof Error ? error.message : error);
  }
}

/** An account answer that is about one person: never stored by a shared cache or the browser's cache. */
export function privateOk<T>(data: T, status = 200): NextResponse {
  return ok(data, undefined, { status, cache: 'private' });
}
