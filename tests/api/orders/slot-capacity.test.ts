import { eq, sql } from 'drizzle-orm';
import { POST as quoteRoute } from '@/app/api/V2/checkout-quote/route';
import { POST as methodsRoute } from '@/app/api/V2/delivery-methods-time-slot/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { cartItems, carts, orders, shippingAddresses, timeSlots } from '@/lib/server/db/schema';
import { advanceOrder } from '@/lib/server/services/orders';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { cakeProduct, customerWithCart, giftProduct, placeOrder, placedOrder } from '../admin/kitchen-support';
import { bookedCount, call, ordersOf } from './support';

// Slots hold cakes (issue 24): an order takes one place of its slot per cake (1 when it has none), a slot without
// room for the order's cakes is refused by place-order with 409 slot_full and shown "Full" by checkout, and a
// cancellation gives back exactly the places the order took.

const { db } = useTestDatabase();

const setCapacity = (slotId: number, capacity: number) => db().update(timeSlots).set({ capacity }).where(eq(timeSlots.id, slotId));

/** Each test books its own day (the file's tests share one database): days ahead, always open whatever the clock. */
const onDay = (daysAhead: number) => ({ deliveryDate: addDaysToKey(kathmanduDateKey(new Date()), daysAhead) });

type Slot = { id: number; label: string; available: boolean; full?: boolean; reason?: string };
type Method = { code: string; timeSlots: Slot[] };

describe('slot capacity in cakes', () => {
  it('an order takes one place per cake, a gift-only order one place; cancelling gives back exactly those', async () => {
    const cake = await cakeProduct(0);
    const other = await cakeProduct(1);
    const gift = await giftProduct(2);
    const three = await placedOrder([{ cake: { productId: cake.id, quantity: 2 } }, { cake: { productId: other.id, quantity: 1 } }, { gift: { productId: gift.id, quantity: 2 } }]);
    const { slotId, deliveryDate } = three.body as { slotId: number; deliveryDate: string };
    expect(await bookedCount(slotId, deliveryDate)).toBe(3);
    const [row] = await db().select({ slotUnits: orders.slotUnits }).from(orders).where(eq(orders.id, three.order.id));
    expect(row?.slotUnits).toBe(3);

    const giftOnly = await placedOrder([{ gift: { productId: gift.id, quantity: 4 } }]);
    const [giftRow] = await db().select({ slotUnits: orders.slotUnits }).from(orders).where(eq(orders.id, giftOnly.order.id));
    expect(giftRow?.slotUnits).toBe(1);
    expect(await bookedCount(slotId, deliveryDate)).toBe(4);

    await advanceOrder(three.order.id, 'cancelled', { note: 'Customer called: wrong date' });
    expect(await bookedCount(slotId, deliveryDate)).toBe(1);
    // Cancelling twice (a double tap) gives nothing back twice.
    await expect(advanceOrder(three.order.id, 'cancelled', { note: 'again' })).rejects.toMatchObject({ status: 409 });
    expect(await bookedCount(slotId, deliveryDate)).toBe(1);
  });

  it('5 customers at once for the last place: exactly one order, four 409 slot_full, one place booked', async () => {
    const cake = await cakeProduct(0);
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => customerWithCart([{ cake: { productId: cake.id, quantity: 1 } }], onDay(4))));
    const { slotId, deliveryDate } = shoppers[0]!.body as { slotId: number; deliveryDate: string };
    await setCapacity(slotId, 1);

    const answers = await concurrently(shoppers, 5, ({ customer, body }) => placeOrder(customer, body));

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const lost of answers.filter((a) => a.status === 409)) {
      expect(lost.body.error.code).toBe('slot_full');
      expect(lost.body.error.fields).toHaveProperty('slotId');
    }
    expect(await bookedCount(slotId, deliveryDate)).toBe(1);
    const placed = (await Promise.all(shoppers.map((s) => ordersOf(s.customer.userId)))).flat();
    expect(placed).toHaveLength(1);
    // The four who lost keep their cake in the cart, to choose another slot.
    const carts = await Promise.all(shoppers.map((s) => cartOf(s.customer.userId)));
    expect(carts.filter((lines) => lines === 1)).toHaveLength(4);
  });

  it('a slot with room for 2 refuses an order of 3 cakes (409) and takes one of 2', async () => {
    const cake = await cakeProduct(0);
    const big = await customerWithCart([{ cake: { productId: cake.id, quantity: 3 } }], onDay(5));
    const { slotId, deliveryDate } = big.body as { slotId: number; deliveryDate: string };
    await setCapacity(slotId, 2);

    const refused = await placeOrder(big.customer, big.body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('slot_full');
    expect(refused.body.error.message).toContain('room for only 2 more cakes');
    expect(await bookedCount(slotId, deliveryDate)).toBe(0);
    expect(await ordersOf(big.customer.userId)).toHaveLength(0);

    await placedOrder([{ cake: { productId: cake.id, quantity: 2 } }], onDay(5));
    expect(await bookedCount(slotId, deliveryDate)).toBe(2);
  });

  it('checkout shows a slot full for that date (and for a cart with more cakes than it has room for); its quote refuses it', async () => {
    const cake = await cakeProduct(0);
    const shopper = await customerWithCart([{ cake: { productId: cake.id, quantity: 2 } }], onDay(6));
    const { slotId, deliveryDate, addressId } = shopper.body as { slotId: number; deliveryDate: string; addressId: number };
    const body = { locationId: await locationOf(addressId), deliveryDate, productIds: [cake.id], cart: true };
    const slotOf = async () => {
      const res = await call(methodsRoute, '/api/V2/delivery-methods-time-slot', shopper.customer, { method: 'POST', body });
      expect(res.status).toBe(200);
      const slot = (res.body.data.deliveryMethods as Method[]).flatMap((m) => m.timeSlots).find((s) => s.id === slotId);
      return slot!;
    };

    expect(await slotOf()).toMatchObject({ available: true });
    expect((await slotOf()).full).toBeUndefined();

    // One place left: enough for one cake, not for this cart's two.
    await setCapacity(slotId, 1);
    expect(await slotOf()).toMatchObject({ available: false, full: true, reason: expect.stringContaining('room for only 1 more cake') });

    // Booked to capacity by someone else: full for everyone.
    await setCapacity(slotId, 3);
    await placedOrder([{ cake: { productId: cake.id, quantity: 3 } }], onDay(6));
    expect(await slotOf()).toMatchObject({ available: false, full: true, reason: 'This slot is fully booked.' });

    const quote = await call(quoteRoute, '/api/V2/checkout-quote', shopper.customer, {
      method: 'POST',
      body: { addressId, deliveryDate, deliveryMethod: 'standard', slotId },
    });
    expect(quote.status).toBe(409);
    expect(quote.body.error.code).toBe('slot_full');

    // Capacity 0 closes the slot: not offered, and not "Full" (nobody booked it).
    await setCapacity(slotId, 0);
    const closed = await slotOf();
    expect(closed).toMatchObject({ available: false });
    expect(closed.full).toBeUndefined();
  });
});

async function locationOf(addressId: number): Promise<number> {
  const [row] = await db().select({ id: shippingAddresses.deliveryLocationId }).from(shippingAddresses).where(eq(shippingAddresses.id, addressId));
  return row!.id;
}

/** How many lines the customer's cart holds. */
async function cartOf(userId: number): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(${cartItems.id})::int` })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.userId, userId));
  return row?.n ?? 0;
}
