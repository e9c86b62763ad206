import 'server-only';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CartView } from '@/lib/domain/cart-types';
import { influencerRevenue } from '@/lib/domain/businesses';
import { deliveryCodeOf, deliveryGoodsValue, withDeliveryCode } from '@/lib/domain/delivery/charge';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { isFreeLine, type CartOrderLine } from '@/lib/domain/order-lines';
import type { OrderDetail } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { cartAccessories, cartItems, carts, couponRedemptions, orderItems, orders, orderStatusHistory, vouchers } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { listEnabledGateways } from '@/lib/server/payments/registry';
import { addressSnapshot, getUserAddress } from '@/lib/server/services/addresses';
import { buildCartView, findCart, findCoupon } from '@/lib/server/services/cart';
import { attributeOrderToInfluencer } from '@/lib/server/services/influencers';
import { quoteDelivery, reserveSlot, type DeliveryQuote } from '@/lib/server/services/delivery';
import { claimDeals, dealClaims } from '@/lib/server/services/campaigns/deal-limits';
import { expireCampaignPagesShowing } from '@/lib/server/services/campaigns/invalidate';
import { invalidateDonationsForCakeTo } from '@/lib/server/services/donations/invalidate';
import { noticeOrder } from './notices';
import { reserveAccessories, reserveProducts } from './stock';
import { buildOrderDetail } from './views';

// place-order: the whole checkout in ONE transaction. The cart is re-priced from the database (what the browser
// showed is only compared, to warn), the delivery is re-quoted, then inside the transaction: the order row claims
// the Idempotency-Key, stock is taken with conditional UPDATEs (never below zero), the slot is booked, the lines,
// history, coupon use and voucher are written, and the ordered lines leave the cart. Any refusal rolls it all back.

export type PlaceOrderInput = {
  addressId: number;
  locationId?: number | undefined;
  deliveryDate: string;
  deliveryMethod: string;
  slotId: number;
  paymentMethod: string;
  note?: string | undefined;
  expectedTotal?: number | undefined;
  idempotencyKey?: string | null | undefined;
  /** The origin of the links in the customer's order mail (the route's requesterLinkOrigin). */
  linkOrigin?: string | undefined;
  now?: Date;
};

export type PlacedOrder = {
  order: OrderDetail;
  /** True when this key had already placed the order: nothing new was created. */
  replayed: boolean;
  /** Set when the total differs from what the customer saw (prices moved): they pay the server's total. */
  notice?: string;
};

const conflict = (code: string, message: string, fields?: Record<string, string>) => new ApiError(409, message, code, fields);
const refuse = (field: string, message: string) => new ApiError(422, message, 'unprocessable', { [field]: message });

/** 'UG-2611-000123': Kathmandu year and month of the order, then its id. */
export function orderNumber(id: number, at: Date): string {
  return `UG-${formatKathmanduDate(at, 'yyMM')}-${String(id).padStart(6, '0')}`;
}

async function existingByKey(userId: number, key: string) {
  const [row] = await getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The cart must be buyable as it stands: the customer sees every problem in the cart before paying. */
function assertBuyable(cart: CartView): void {
  if (cart.cartItems.length === 0) throw refuse('cart', 'Your cart is empty. Add something before checking out.');
  const line = cart.cartItems.find((l) => !l.available);
  if (line) {
    const reason = line.issue?.message ?? 'It cannot be bought right now.';
    throw conflict('cart_needs_attention', `“${line.name}”: ${reason}`, { [`cartItem.${line.cartItemId}`]: reason });
  }
  const addOn = cart.accessories.find((a) => !a.available);
  if (addOn) throw conflict('cart_needs_attention', `“${addOn.name}” has sold out. Remove it from your cart to continue.`);
}

export type CheckoutChoice = Pick<PlaceOrderInput, 'addressId' | 'locationId' | 'deliveryDate' | 'deliveryMethod' | 'slotId'>;

/** The order_items rows of the cart's one list of lines (paid and free), exactly as the customer last saw it. */
function orderItemRows(orderId: number, cart: CartView) {
  return cart.lines.map((line: CartOrderLine) => {
    const item = line.cartItemId !== null ? cart.cartItems.find((l) => l.cartItemId === line.cartItemId) : undefined;
    return {
      orderId,
      kind: line.kind,
      productId: line.productId,
      accessoryId: line.accessoryId,
      name: line.name,
      slug: line.slug,
      image: line.image,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      options: item?.options ?? {},
      optionsSummary: line.optionsSummary,
      lineTotal: line.lineTotal,
      dealCampaignId: item?.campaign?.perCustomerLimit || item?.campaign?.totalLimit ? item.campaign.campaignId : null,
      note: line.note,
    };
  });
}

/** Everything an order would be made of right now: the re-priced cart, the address, the delivery quote, the total. */
async function prepareCheckout(userId: number, input: CheckoutChoice, now: Date) {
  const cartRow = await findCart({ kind: 'user', userId });
  if (!cartRow) throw refuse('cart', 'Your cart is empty. Add something before checking out.');
  const cart = await buildCartView(cartRow, { userId, now });
  assertBuyable(cart);

  const address = await getUserAddress(userId, input.addressId);
  if (input.locationId !== undefined && input.locationId !== address.deliveryLocationId) {
    throw refuse('locationId', 'That address is in another place than the one you chose. Pick the address again.');
  }
  const { totals } = cart;
  // The free lines travel too: a place that cannot receive them, or a lead time they need, counts for the order.
  const freeLines = cart.lines.filter(isFreeLine);
  const priced: DeliveryQuote = await quoteDelivery({
    locationId: address.deliveryLocationId,
    items: [...cart.cartItems, ...freeLines].map((l) => ({ productId: l.productId!, quantity: l.quantity })),
    method: input.deliveryMethod,
    deliveryDate: input.deliveryDate,
    slotId: input.slotId,
    subtotal: deliveryGoodsValue(totals),
    now,
  });
  // A free-delivery code takes the charge off (up to its cap), whatever the method: the delivery line says so.
  const delivery = withDeliveryCode(priced.charge, deliveryCodeOf(cart.coupon));
  const quote: DeliveryQuote = delivery.info ? { ...priced, chargeInfo: `${priced.chargeInfo} ${delivery.info}` } : priced;
  const total = totals.total + delivery.charge;
  // The code is spent only when it gave something here: money off, delivery off, or its free item in the order.
  const gave = totals.discount > 0 || delivery.waived > 0 || freeLines.some((l) => l.kind === 'prize');
  const coupon = cart.coupon?.valid && gave ? await findCoupon(cart.coupon.code) : null;
  const voucherId = totals.voucher > 0 ? cartRow.voucherId : null;
  // The amounts charged, in one place: the review step's quote shows exactly these and the order row stores them.
  const amounts = {
    subtotal: totals.subtotal,
    accessories: totals.accessories,
    discount: totals.discount,
    voucher: totals.voucher,
    deliveryCharge: delivery.charge,
    deliveryDiscount: delivery.waived,
    total,
  };

  return { cartRow, cart, address, quote, amounts, coupon, voucherId };
}

/** What place-order would charge for this choice now (checkout's review step shows exactly this). */
export async function quoteCheckout(userId: number, input: CheckoutChoice, now = new Date()) {
  const { cart, quote, amounts } = await prepareCheckout(userId, input, now);
  return {
    totals: amounts,
    couponCode: cart.coupon?.valid ? cart.coupon.code : null,
    delivery: quote,
    itemCount: cart.totals.count,
    // The order's lines, paid and free, exactly as place-order will store them.
    lines: cart.lines,
  };
}

class Replayed extends Error {}

/**
 * Places the order, or answers the order this Idempotency-Key already placed (`replayed`). Every call with one key
 * gets that one order, however the calls interleave: a call that began before the first one committed may find the
 * cart already emptied, the stock already taken or the key already claimed; whatever it then fails on, it looks for
 * the key's order again and answers it when there is one. (Nothing it did is kept: it failed before or inside its own
 * transaction, which rolled back.) The key's order is visible exactly when its cart was emptied: same transaction.
 */
export async function placeOrder(userId: number, input: PlaceOrderInput): Promise<PlacedOrder> {
  const key = input.idempotencyKey ?? null;
  if (!key) return placeNewOrder(userId, input, null);
  const done = await existingByKey(userId, key);
  if (done) return { order: await buildOrderDetail(done), replayed: true };
  try {
    return await placeNewOrder(userId, input, key);
  } catch (error) {
    const placed = await existingByKey(userId, key);
    if (placed) return { order: await buildOrderDetail(placed), replayed: true };
    if (error instanceof Replayed) throw new Error('an Idempotency-Key collided but its order is not visible');
    throw error;
  }
}

async function placeNewOrder(userId: number, input: PlaceOrderInput, key: string | null): Promise<PlacedOrder> {
  const now = input.now ?? new Date();
  if (!listEnabledGateways().some((g) => g.id === input.paymentMethod)) {
    throw refuse('paymentMethod', 'This way of paying is not available right now. Please choose another.');
  }

  const { cartRow, cart, address, quote, amounts, coupon, voucherId } = await prepareCheckout(userId, input, now);

  let soldOut: number[] = [];
  const orderId = await getDb().transaction(async (tx) => {
    const [seq] = (await tx.execute<{ id: string }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`)).rows;
    const id = Number(seq?.id);
    // First statement that can collide: a second call with the same key waits here for the first to finish, then
    // inserts nothing and placeOrder answers the first one's order, before this one touched any stock.
    const [created] = await tx
      .insert(orders)
      .values({
        id,
        number: orderNumber(id, now),
        userId,
        paymentMethod: input.paymentMethod,
        ...amounts,
        couponCode: coupon ? coupon.code : null,
        couponId: coupon?.id ?? null,
        voucherId,
        locationId: address.deliveryLocationId,
        addressId: address.id,
        address: addressSnapshot(address),
        deliveryDate: quote.deliveryDate,
        deliveryMethod: quote.method.code,
        slotId: quote.slot.id,
        slotLabel: quote.slot.label,
        slotStartsAt: new Date(quote.slot.startsAt),
        slotEndsAt: new Date(quote.slot.endsAt),
        slotUnits: quote.slotUnits,
        note: input.note?.trim() ?? '',
        idempotencyKey: key,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning({ id: orders.id });
    if (!created) throw new Replayed();

    soldOut = await reserveProducts(tx, [
      ...cart.cartItems.map((l) => ({ id: l.productId, name: l.name, quantity: l.quantity })),
      ...cart.lines.filter(isFreeLine).map((l) => ({ id: l.productId!, name: l.name, quantity: l.quantity, free: true })),
    ]);
    await claimDeals(tx, userId, dealClaims(cart.cartItems));
    await reserveAccessories(tx, cart.accessories.map((a) => ({ id: a.accessoryId, name: a.name, quantity: a.quantity })));
    // One place per cake (slots hold cakes; an order without one takes 1): cancelling gives back exactly slotUnits.
    await reserveSlot(tx, { slotId: quote.slot.id, deliveryDate: quote.deliveryDate, count: quote.slotUnits });

    // The one list of lines the customer saw, paid and free (a gift or a prize's item at रू 0): what the kitchen packs.
    await tx.insert(orderItems).values(orderItemRows(id, cart));
    await tx.insert(orderStatusHistory).values({ orderId: id, status: 'placed', by: 'customer', note: 'Order placed', createdAt: now });
    await noticeOrder(tx, { id, userId }, 'placed', { origin: input.linkOrigin });
    if (coupon) {
      await tx.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId: id, discount: amounts.discount + amounts.deliveryDiscount });
      // An influencer's personal code: the order is theirs, counted with it (issue 14).
      await attributeOrderToInfluencer(tx, { orderId: id, couponId: coupon.id, revenue: influencerRevenue(amounts) });
    }
    if (voucherId !== null) {
      const [spent] = await tx
        .update(vouchers)
        .set({ consumedAt: now, consumedOrderId: id })
        .where(and(eq(vouchers.id, voucherId), isNull(vouchers.consumedAt)))
        .returning({ id: vouchers.id });
      if (!spent) throw conflict('voucher_used', 'Your gift voucher was just used on another order. Please review your cart.');
    }

    // The ordered lines leave the cart, exactly as priced: a line changed meanwhile (another tab) stops the order.
    const ids = cart.cartItems.map((l) => l.cartItemId);
    const removed = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.cartId, cartRow.id), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    const same = removed.length === ids.length && cart.cartItems.every((l) => removed.some((r) => r.id === l.cartItemId && r.quantity === l.quantity));
    if (!same) throw conflict('cart_changed', 'Your cart changed while you were checking out. Please review it and place the order again.');
    await tx.delete(cartAccessories).where(eq(cartAccessories.cartId, cartRow.id));
    await tx.update(carts).set({ couponCode: null, voucherId: null, updatedAt: now }).where(eq(carts.id, cartRow.id));
    return id;
  });
  // After the commit: a campaign page cached for everyone must not offer a deal nobody can buy any more.
  await expireCampaignPagesShowing(soldOut);
  await invalidateDonationsForCakeTo(address.id); // a cake to a cause's address is a gift the donations pages count
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order vanished after commit');
  const placed: PlacedOrder = { order: await buildOrderDetail(row), replayed: false };
  if (input.expectedTotal !== undefined && input.expectedTotal !== amounts.total) {
    placed.notice = 'Prices or the delivery charge changed since you looked: the total shown is what you pay.';
  }
  return placed;
}
