import 'server-only';
import { findCart, guestOwner, newGuestCart, userCart, type CartRow } from './carts';
import { mergeGuestCart } from './merge';

// Which cart a shopper owns. A customer has one cart, found by their user id; a guest's cart is found by the token the
// browser keeps for it (only its SHA-256 is stored). A customer who still brings a guest token (added to the cart,
// then logged in) has the guest cart merged into theirs, and the token is done with. The answer says what must become
// of the guest's token; the route layer turns that into the cookie (lib/server/http/cookies.ts).

/** What the browser's guest-cart token must become after this call. */
export type GuestTokenChange = { set: string } | 'clear' | 'keep';

export type ShopperCart = {
  userId: number | null;
  /** The cart as found when the call began, or null while the shopper has none. */
  cart: CartRow | null;
  /** The cart now (set once ensureCart created it). */
  cartId: () => number | null;
  /** Creates the cart on first need (a guest's comes with a new token). */
  ensureCart: () => Promise<CartRow>;
  /** What to do with the guest token, as of now (ensureCart may have made one). */
  guestToken: () => GuestTokenChange;
};

export async function shopperCart(who: { userId: number | null; guestToken: string | null }): Promise<ShopperCart> {
  const { userId, guestToken } = who;
  let change: GuestTokenChange = 'keep';

  if (userId !== null) {
    if (guestToken) {
      await mergeGuestCart(guestToken, userId);
      change = 'clear';
    }
    const cart = await findCart({ kind: 'user', userId });
    let current = cart;
    const ensureCart = async () => (current ??= await userCart(userId));
    return { userId, cart, cartId: () => current?.id ?? null, ensureCart, guestToken: () => change };
  }

  const owner = guestToken ? guestOwner(guestToken) : null;
  const cart = owner ? await findCart(owner) : null;
  // A token that finds no cart (made up, or its cart was merged or removed) is of no further use to the browser.
  if (guestToken && !cart) change = 'clear';
  let current = cart;
  const ensureCart = async () => {
    if (current) return current;
    const fresh = await newGuestCart();
    change = { set: fresh.token };
    current = fresh.cart;
    return current;
  };
  return { userId: null, cart, cartId: () => current?.id ?? null, ensureCart, guestToken: () => change };
}

/**
 * At login, the guest cart this browser filled becomes the customer's, so the page's first cart calls already see one
 * merged cart and carry no guest token. (The cart calls still merge a token they get, e.g. from a Bearer client; the
 * merge is exactly-once either way.) A failure here must not fail the login: the token is then kept and the next cart
 * call merges.
 */
export async function claimGuestCartAtLogin(guestToken: string | null, userId: number): Promise<GuestTokenChange> {
  if (!guestToken) return 'keep';
  try {
    await mergeGuestCart(guestToken, userId);
    return 'clear';
  } catch (error) {
    console.error('[login] guest cart merge failed', error instanceof Error ? error.message : error);
    return 'keep';
  }
}
