import { useQuery } from '@/lib/api/react-query';
import type { CartItemOptions, CartView } from '@/lib/domain/cart-types';
import { useCartStore } from '@/stores/cart-store';
import { authApi } from '../client';
import { endpoints } from '../endpoints';
import { loadCart } from './load-cart';

// The cart calls (SPEC §7) and their effect on the cart store (SPEC §4). Every cart call answers the whole cart,
// which replaces the store's; an empty or failed GET cart empties it. `authApi` sends the Bearer token when logged
// in; a guest's cart rides on the httpOnly `ug_cart` cookie (credentials are always sent). The GET (loadCart) runs
// on every page's start and lives in load-cart.ts, without axios.

export { loadCart };

export const cartQueryKey = ['cart'] as const;

type Envelope<T> = { data: T };

export type AddToCartInput = {
  productId: number;
  quantity?: number;
  options?: CartItemOptions;
  quickCheckout?: boolean;
};

export type AddToCartAnswer = CartView & { cartItemId: number; quickCheckout: boolean; redirect?: string };

const store = () => useCartStore.getState();

async function send<T extends CartView>(method: 'post' | 'delete', path: string, body?: unknown): Promise<T> {
  const response =
    method === 'post' ? await authApi.post<Envelope<T>>(path, body ?? {}) : await authApi.delete<Envelope<T>>(path, { data: body });
  const cart = response.data.data;
  store().setCart(cart);
  return cart;
}

export const cartCalls = {
  add: (input: AddToCartInput) => send<AddToCartAnswer>('post', endpoints.addToCart, { source: 'web', quantity: 1, ...input }),
  /** SPEC §4: the line goes at once; the answer then replaces the cart (an answer without data empties it). */
  remove: async (cartItemId: number) => {
    store().removeItem(cartItemId);
    try {
      return await send('post', endpoints.removeFromCart, { cartItemId });
    } catch (error) {
      await loadCart().catch(() => null);
      throw error;
    }
  },
  setQuantity: (cartItemId: number, quantity: number) => send('post', endpoints.updateCartQuantity, { cartItemId, quantity }),
  /** The message on a cake already in the cart (an empty text removes it). */
  setMessage: (cartItemId: number, message: string) => send('post', endpoints.updateCartItem, { cartItemId, message }),
  setNote: (note: string) => send('post', endpoints.cartNote, { note }),
  applyCoupon: (code: string) => send('post', endpoints.applyCoupon, { code }),
  removeCoupon: () => send('delete', endpoints.applyCoupon),
  redeemVoucher: (code: string) => send('post', endpoints.redeemVoucher, { code }),
  removeVoucher: () => send('delete', endpoints.redeemVoucher),
  acceptPrices: () => send('post', endpoints.cartAcceptPrices),
  /**
   * Sets how many of one add-on the cart holds (0 takes it out), through the same cake-accessory call the cart's
   * pending list posts: the product page adds a candle or a card at once, with the product it goes with.
   */
  setAccessory: (id: number, quantity: number, productId?: number) =>
    send('post', endpoints.cakeAccessory, { id, quantity, ...(productId ? { productId } : {}), source: 'web' }),
};

/**
 * SPEC §4 accessories: the pending list is posted one item at a time (quantity 0 removes), then the cart is
 * reloaded and the list cleared. Returns the ids the server refused, so the page can say which.
 */
export async function syncAccessories(productId?: number): Promise<number[]> {
  const pending = Object.entries(store().pendingAccessories).map(([id, quantity]) => ({ id: Number(id), quantity }));
  const refused: number[] = [];
  for (const item of pending) {
    try {
      await authApi.post(endpoints.cakeAccessory, { ...item, ...(productId ? { productId } : {}), source: 'web' });
    } catch {
      refused.push(item.id);
    }
  }
  try {
    await loadCart();
  } finally {
    store().clearPendingAccessories();
  }
  return refused;
}

/** The cart for a page: loads it once (React Query keeps the request state), the data lives in the store. */
export function useCart() {
  const query = useQuery({ queryKey: cartQueryKey, queryFn: loadCart, staleTime: 0, retry: false });
  const cart = useCartStore((s) => s.cart);
  return { cart, isLoading: query.isPending && !cart, isError: query.isError, refetch: query.refetch };
}
