import 'server-only';
import type { NextResponse } from 'next/server';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { assertSameOrigin } from '@/lib/server/auth/request-auth';
import type { SessionMethod, UserRow } from '@/lib/server/auth/session';
import { readCookie, setSessionCookie } from '@/lib/server/http/cookies';
import { openLoginSession, toPublicUser } from '@/lib/server/services/accounts';
import { claimGuestCartAtLogin } from '@/lib/server/services/cart';
import { applyGuestTokenChange } from './cart-route';
import { privateOk } from './private-answer';

/**
 * How every login answers (password, sign-up, code, Google, Facebook): the login envelope {token, expiresAt, user}
 * for the spec's Bearer client, the same token as the web's session cookie, and the guest cart this browser filled
 * taken over by the customer (its cookie cleared) so the page's first cart calls see one merged cart.
 */
export async function loginAnswer(request: Request, user: UserRow, method: SessionMethod, status = 200): Promise<NextResponse> {
  // Login CSRF: a foreign page must not log this browser into someone else's account (its cookie would stick).
  // Browsers always send Origin on cross-site POSTs; the app and other non-browser clients send none.
  if (request.headers.get('origin')) assertSameOrigin(request);
  const login = await openLoginSession(user, method, request.headers.get('user-agent'));
  const { token, expiresAt } = login.session;
  const data: LoginAnswer = { token, expiresAt: expiresAt.toISOString(), user: toPublicUser(login.user) };
  const response = privateOk(data, status);
  setSessionCookie(response, request, token, expiresAt);
  applyGuestTokenChange(response, request, await claimGuestCartAtLogin(readCookie(request, 'cart'), login.user.id));
  return response;
}
