import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { removeItem } from '@/lib/server/services/cart';
import { cartItemIdSchema } from '@/lib/validation/cart';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/** POST remove-from-cart {cartItemId}: only a line of the caller's own cart (anything else is 404). */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const { cartItemId } = parseOrThrow(cartItemIdSchema, await cartInput(request));
  await removeItem(context.cart, cartItemId);
  return cartAnswer(context);
});
