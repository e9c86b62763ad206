import { write } from '@/lib/server/http/write';
import { acceptPrices } from '@/lib/server/services/cart';
import { cartAnswer, cartContext } from '../../_support/cart-route';

export const dynamic = 'force-dynamic';

/** The customer has seen the changed prices: they become the reference, so the notices are cleared. */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  await acceptPrices(context.cart);
  return cartAnswer(context);
});
