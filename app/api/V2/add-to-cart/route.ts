import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { addItem, quoteForCart } from '@/lib/server/services/cart';
import { addToCartSchema } from '@/lib/validation/cart';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/**
 * POST add-to-cart {productId, quantity?, options?, source: 'web', quickCheckout?}. Answers the whole cart plus
 * the line's cartItemId; with quickCheckout ("Buy now") also `redirect: '/checkout'`.
 */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const input = parseOrThrow(addToCartSchema, await cartInput(request));
  const quote = await quoteForCart(input.productId, input.options, context.userId);
  const { cartItemId } = await addItem(await context.ensureCart(), quote, input.quantity);
  const extra = input.quickCheckout ? { cartItemId, quickCheckout: true, redirect: '/checkout' } : { cartItemId, quickCheckout: false };
  return cartAnswer(context, extra);
});
