import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { updateQuantity } from '@/lib/server/services/cart';
import { updateQuantitySchema } from '@/lib/validation/cart';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/** POST update-cart-quantity {cartItemId, quantity}: 1–20, never more than is in stock. */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const input = parseOrThrow(updateQuantitySchema, await cartInput(request));
  await updateQuantity(context.cart, input.cartItemId, input.quantity);
  return cartAnswer(context);
});
