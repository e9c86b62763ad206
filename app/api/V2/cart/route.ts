import { handle } from '@/lib/server/http/respond';
import { cartAnswer, cartContext } from '../_support/cart-route';

export const dynamic = 'force-dynamic';

/** GET cart (SPEC §7): cartItems, note, unpaidOrders, gifts, cartId, plus add-ons, coupon, voucher and totals. */
export const GET = handle(async (request) => cartAnswer(await cartContext(request)));
