import 'server-only';
import { deliveryCodeOf, deliveryGoodsValue } from '@/lib/domain/delivery/charge';
import { isFreeLine } from '@/lib/domain/order-lines';
import { buildCartView, findCart } from '@/lib/server/services/cart';
import { deliveryMethodsTimeSlot } from '@/lib/server/services/delivery';

// Checkout's step 2 (delivery-methods-time-slot with cart: true): the methods and slots priced against the
// customer's own cart, measured the way checkout-quote and place-order measure it, so "Standard · रू 100" on step 2
// cannot turn into "Delivery: Free" on the review (or back).

export async function checkoutDeliveryMethods(
  userId: number,
  input: { locationId: number; deliveryDate: string; productIds: number[]; now?: Date },
) {
  const now = input.now ?? new Date();
  const cartRow = await findCart({ kind: 'user', userId });
  const cart = cartRow ? await buildCartView(cartRow, { userId, now }) : null;
  // An empty cart (emptied in another tab) falls back to the products asked about; place-order refuses it anyway.
  const subtotal = cart && cart.cartItems.length > 0 ? deliveryGoodsValue(cart.totals) : undefined;
  // The free lines (a gift, a prize's item) travel too, and a free-delivery code prices every method as checkout will.
  const free = cart ? cart.lines.filter(isFreeLine).map((l) => l.productId!) : [];
  const productIds = [...new Set([...input.productIds, ...free])];
  // Its lines, paid and free, so a slot without room for all of the cart's cakes shows "Full" (place-order refuses it).
  const lines = cart && cart.cartItems.length > 0 ? cart.lines.filter((l) => l.productId !== null && l.kind !== 'accessory').map((l) => ({ productId: l.productId!, quantity: l.quantity })) : undefined;
  const deliveryCode = cart ? deliveryCodeOf(cart.coupon) : null;
  return deliveryMethodsTimeSlot({ ...input, productIds: [...new Set([...productIds, ...(lines ?? []).map((l) => l.productId)])], subtotal, deliveryCode, lines, now });
}
