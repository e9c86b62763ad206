import { notAuthenticated } from '@/lib/server/auth/request-auth';
import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { redeemVoucher, removeVoucher } from '@/lib/server/services/cart';
import { voucherSchema } from '@/lib/validation/cart';
import { cartAnswer, cartContext, cartInput, type CartContext } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

function customerId(context: CartContext): number {
  if (context.userId === null) throw notAuthenticated();
  return context.userId;
}

/** POST redeem-voucher {code} (customers only: a voucher is claimed by an account): puts its value on the cart. */
export const POST = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  const userId = customerId(context);
  const { code } = parseOrThrow(voucherSchema, await cartInput(request));
  await redeemVoucher(await context.ensureCart(), code, userId);
  return cartAnswer(context);
});

/** DELETE redeem-voucher: takes the voucher off the cart (it stays the customer's for a later order). */
export const DELETE = write({ account: 'cart-user', client: 'write-ip' }, async (request) => {
  const context = await cartContext(request);
  customerId(context);
  await removeVoucher(context.cart);
  return cartAnswer(context);
});
