import type { CartView } from '@/lib/domain/cart-types';
import { useCartStore } from '@/stores/cart-store';
import { endpoints } from '../endpoints';
import { startupGet } from '../startup-get';

// Its own module, without axios, because the header loads the cart on every page as it starts (cart-bootstrap.tsx).

const store = () => useCartStore.getState();

/** GET cart → the store. A failure empties the cart (SPEC §4) and is rethrown for the caller. */
export async function loadCart(): Promise<CartView | null> {
  store().setLoading(true);
  try {
    const answer = await startupGet<{ data?: CartView | null } | null>(endpoints.cart);
    const cart = answer?.data ?? null;
    store().setCart(cart);
    return cart;
  } catch (error) {
    store().setCart(null);
    throw error;
  } finally {
    store().setLoading(false);
  }
}
