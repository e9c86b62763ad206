import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { CartView } from '@/lib/domain/cart-types';
import { assertSameOrigin, optionalAuth } from '@/lib/server/auth/request-auth';
import { clearCookie, readCookie, setCookie } from '@/lib/server/http/cookies';
import { ok } from '@/lib/server/http/respond';
import { buildCartView, findCartById, shopperCart, type CartRow, type GuestTokenChange } from '@/lib/server/services/cart';
import { optionalJsonBody } from './optional-json';
import { applyCachePolicy } from '@/lib/server/cache/policy';

// Who is shopping, and which cart is theirs: a customer (session by Bearer token or cookie) or a guest with the
// `ug_cart` cookie. Which cart that is, and what becomes of the guest's token, is the cart service's decision
// (services/cart/ownership.ts); this file only reads and writes the cookie for it. Guest mutations ride on a cookie,
// so like cookie sessions they must come from our own pages (Origin).

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

/** The guest cart's cookie as the cart service's answer says it must now be. */
export function applyGuestTokenChange(response: Response, request: Request, change: GuestTokenChange): void {
  if (change === 'clear') clearCookie(response, request, 'cart');
  else if (change !== 'keep') setCookie(response, request, 'cart', change.set);
}

export async function cartContext(request: NextRequest): Promise<CartContext> {
  const auth = await optionalAuth(request);
  if (!auth && !SAFE.has(request.method.toUpperCase())) assertSameOrigin(request);
  const shopper = await shopperCart({ userId: auth?.user.id ?? null, guestToken: readCookie(request, 'cart') });

  const finish = (response: NextResponse) => {
    applyCachePolicy(response, 'private');
    applyGuestTokenChange(response, request, shopper.guestToken());
    return response;
  };
  const { userId, cart, cartId, ensureCart } = shopper;
  return { userId, cart, cartId, ensureCart, finish };
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
