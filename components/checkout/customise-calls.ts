import { authApi } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { cartCalls } from '@/lib/api/hooks/use-cart';
import type { CartLine, CartView } from '@/lib/domain/cart-types';
import { useCartStore } from '@/stores/cart-store';

// Saving the checkout's Customise editor through the cart API: update-cart-quantity, then update-cart-item for the
// message. Each answer is the whole cart and replaces the store's (SPEC §4), so the summary follows at once.

export async function setItemMessage(cartItemId: number, message: string): Promise<CartView> {
  const response = await authApi.post<{ data: CartView }>(endpoints.updateCartItem, { cartItemId, message });
  const cart = response.data.data;
  useCartStore.getState().setCart(cart);
  return cart;
}

/** Sends only what changed. The quantity goes first: a new message may join this line to a twin and end its id. */
export async function saveCustomisation(line: CartLine, draft: { quantity: number; message: string | null }): Promise<boolean> {
  let changed = false;
  if (draft.quantity !== line.quantity) {
    await cartCalls.setQuantity(line.cartItemId, draft.quantity);
    changed = true;
  }
  if (draft.message !== null && draft.message.replace(/\s+/g, ' ').trim() !== (line.options.message ?? '')) {
    await setItemMessage(line.cartItemId, draft.message);
    changed = true;
  }
  return changed;
}
