import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { setItemMessage } from '@/lib/server/services/cart/item-message';
import { updateCartItemSchema } from '@/lib/validation/cart-item';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/** POST update-cart-item {cartItemId, message}: change or remove the message on a cake in the cart; answers the cart. */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const input = parseOrThrow(updateCartItemSchema, await cartInput(request));
  await setItemMessage(context.cart, input.cartItemId, input.message);
  return cartAnswer(context);
});
