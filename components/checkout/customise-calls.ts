import { cartCalls } from '@/lib/api/hooks/use-cart';
import type { CartLine } from '@/lib/domain/cart-types';
import { normaliseCakeMessage } from '@/lib/domain/cart-rules';

// Saving the checkout's Customise editor through the cart API: update-cart-quantity, then update-cart-item for the
// message. Each answer is the whole cart and replaces the store's (SPEC §4), so the summary follows at once.

/** Sends only what changed. The quantity goes first: a new message may join this line to a twin and end its id. */
export async function saveCustomisation(line: CartLine, draft: { quantity: number; message: string | null }): Promise<boolean> {
  let changed = false;
  if (draft.quantity !== line.quantity) {
    await cartCalls.setQuantity(line.cartItemId, draft.quantity);
    changed = true;
  }
  if (draft.message !== null && normaliseCakeMessage(draft.message) !== (line.options.message ?? '')) {
    await cartCalls.setMessage(line.cartItemId, draft.message);
    changed = true;
  }
  return changed;
}
