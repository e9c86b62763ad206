import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { applyCoupon, removeCoupon } from '@/lib/server/services/cart';
import { couponSchema } from '@/lib/validation/cart';
import { cartAnswer, cartContext, cartInput } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/** POST apply-coupon {code}: 422 with the reason when it cannot be used (unknown, expired, below minimum…). */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const { code } = parseOrThrow(couponSchema, await cartInput(request));
  await applyCoupon(context.cart, code, context.userId);
  return cartAnswer(context);
});

/** DELETE apply-coupon: takes the code off the cart. */
export const DELETE = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  await removeCoupon(context.cart);
  return cartAnswer(context);
});
