import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { CartView } from '@/lib/domain/cart-types';
import { assertSameOrigin, optionalAuth } from '@/lib/server/auth/request-auth';
import { isHttpsRequest } from '@/lib/server/http/client';
import { ok } from '@/lib/server/http/respond';
import {
  buildCartView,
  findCart,
  findCartById,
  GUEST_CART_COOKIE,
  guestOwner,
  mergeGuestCart,
  newGuestCart,
  userCart,
  type CartRow,
} from '@/lib/server/services/cart';
import { optionalJsonBody } from './optional-json';
import { applyCachePolicy } from '@/lib/server/cache/policy';

// Who is shopping, and which cart is theirs. A customer (session by Bearer token or cookie) has one cart; a guest's
// cart is found by the httpOnly `ug_cart` cookie (a random token; only its hash is stored). When a customer still
// carries a guest cookie (added to the cart, then logged in), the guest cart is merged into theirs and the cookie
// cleared. Guest mutations ride on a cookie, so like cookie sessions they must come from our own pages (Origin).

export { GUEST_CART_COOKIE };
const GUEST_CART_DAYS = 30;

export type CartContext = {
  userId: number | null;
  /** The cart as found when the call began, or null while the visitor has none. */
  cart: CartRow | null;
  /** The cart now (set once ensureCart created it). */
  cartId: () => number | null;
  /** Creates the cart on first need (a guest gets a new cookie). */
  ensureCart: () => Promise<CartRow>;
  /** Applies the cookie changes to the response. */
  finish: (response: NextResponse) => NextResponse;
};

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function cartContext(request: NextRequest): Promise<CartContext> {
  const auth = await optionalAuth(request);
  const guestToken = request.cookies.get(GUEST_CART_COOKIE)?.value ?? null;
  let setToken: string | null = null;
  let clearCookie = false;

  const finish = (response: NextResponse) => {
    applyCachePolicy(response, 'private');
    if (setToken) {
      response.cookies.set(GUEST_CART_COOKIE, setToken, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: GUEST_CART_DAYS * 24 * 60 * 60,
        secure: isHttpsRequest(request),
      });
    } else if (clearCookie) {
      response.cookies.set(GUEST_CART_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 });
    }
    return response;
  };

  if (auth) {
    const userId = auth.user.id;
    if (guestToken) {
      await mergeGuestCart(guestToken, userId);
      clearCookie = true;
    }
    const cart = await findCart({ kind: 'user', userId });
    let current = cart;
    const ensureCart = async () => (current ??= await userCart(userId));
    return { userId, cart, cartId: () => current?.id ?? null, ensureCart, finish };
  }

  if (!SAFE.has(request.method.toUpperCase())) assertSameOrigin(request);
  const owner = guestToken ? guestOwner(guestToken) : null;
  const cart = owner ? await findCart(owner) : null;
  if (guestToken && !cart) clearCookie = true;
  let current = cart;
  const ensureCart = async () => {
    if (current) return current;
    const fresh = await newGuestCart();
    setToken = fresh.token;
    current = fresh.cart;
    return current;
  };
  return { userId: null, cart, cartId: () => current?.id ?? null, ensureCart, finish };
}

/** The cart as it is now, as the answer to a cart call (SPEC §4: every cart answer replaces the client's cart). */
export async function cartAnswer(context: CartContext, extra: Record<string, unknown> = {}, status = 200): Promise<NextResponse> {
  // Re-read the row: the call may have just created the cart or changed its note, coupon or voucher.
  const id = context.cartId();
  const current = id === null ? null : await findCartById(id);
  const view: CartView = await buildCartView(current, { userId: context.userId });
  return context.finish(ok({ ...view, ...extra }, undefined, { status }));
}

/** A mutation's input: the JSON body, and for DELETE (which may have no body) the query string too. */
export async function cartInput(request: NextRequest): Promise<unknown> {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const body = await optionalJsonBody(request);
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...query, ...body } : body;
}
