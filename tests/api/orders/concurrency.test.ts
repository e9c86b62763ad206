import { eq, inArray, sql } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { cartItems, carts, orderItems, orders, products } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { addressFor, bookedCount, call, checkoutBody, fillCart, giftProduct, newCustomer, ordersOf, shopper, stockOf } from './support';

const { db } = useTestDatabase();
// Parallel requests on a busy shared machine: these timed out at jest's default 5 s in a full run (the api project's
// testTimeout did not apply), so the file sets its own.
const STAGGER_MS = 20;

// The figure: 50 customers press "Place order" at the same moment for the last 5 units of one gift.
describe('checkout under concurrency', () => {
  it('50 parallel checkouts for the last 5 units: exactly 5 orders, stock 0, 45 clean 409s, nothing lost', async () => {
    const product = await giftProduct(3);
    const soldBefore = product.soldCount;
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const customer = await newCustomer(`Buyer ${i}`);
        const addressId = await addressFor(customer.userId);
        await fillCart(customer.userId, product.id, 1);
        return { customer, body: await checkoutBody(addressId, { paymentMethod: i % 2 ? 'esewa' : 'cod' }) };
      }),
    );
    await db().update(products).set({ stock: 5 }).where(eq(products.id, product.id));

    const answers = await Promise.all(shoppers.map(({ customer, body }) => call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body })));

    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(45);
    for (const answer of lost) {
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('out_of_stock');
      expect(answer.body.error.message).toContain(product.name);
    }

    expect(await stockOf(product.id)).toBe(0);
    const [after] = await db().select({ soldCount: products.soldCount }).from(products).where(eq(products.id, product.id));
    expect(after?.soldCount).toBe(soldBefore + 5);

    // Every accepted order exists exactly once with its one line; the slot holds exactly those five deliveries.
    const userIds = shoppers.map((s) => s.customer.userId);
    const placed = await db().select().from(orders).where(inArray(orders.userId, userIds));
    expect(placed.map((o) => o.id).sort()).toEqual(won.map((w) => w.body.data.id).sort());
    const lines = await db()
      .select({ n: sql<number>`count(*)::int`, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, placed.map((o) => o.id)));
    expect(lines[0]).toEqual({ n: 5, units: 5 });
    const body = shoppers[0]!.body;
    expect(await bookedCount(body.slotId as number, body.deliveryDate as string)).toBe(5);

    // Winners' carts are empty; the 45 others still hold their gift (nothing lost, they can choose again).
    const winners = new Set(placed.map((o) => o.userId));
    const lineCounts = await db()
      .select({ userId: carts.userId, n: sql<number>`count(${cartItems.id})::int` })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .where(inArray(carts.userId, userIds))
      .groupBy(carts.userId);
    for (const row of lineCounts) expect(row.n).toBe(winners.has(row.userId!) ? 0 : 1);
    expect(lineCounts).toHaveLength(50);
  });

  // The second figure: one Idempotency-Key sent 20 times at once (a double tap, a retrying client) gave
  // 1 × 201, 16 replays and 3 × 422 "Your cart is empty": the late ones re-read a cart the first had just emptied.
  it('one Idempotency-Key sent 20 times, arriving over 400 ms as from a network: every answer is the same order, placed once', async () => {
    const { customer, addressId, product } = await shopper(2, 4);
    const body = await checkoutBody(addressId);
    const stockBefore = await stockOf(product.id);
    const bookedBefore = await bookedCount(body.slotId as number, body.deliveryDate as string);
    const headers = { 'idempotency-key': 'double-tap-0001-abcd' };

    // Spread over the first call's lifetime, as requests from a network arrive: some before it commits, some while
    // it commits, some after.
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, i * STAGGER_MS));
        return call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body, headers });
      }),
    );

    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(18).fill(200), 201].sort());
    const placed = await ordersOf(customer.userId);
    expect(placed).toHaveLength(1);
    const order = placed[0]!;
    for (const answer of answers) {
      expect(answer.body.data).toMatchObject({ id: order.id, number: order.number, total: order.total });
      expect(answer.body.data.items.filter((i: { kind: string }) => i.kind === 'product')).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);
    }
    expect(answers.filter((a) => a.body.data.replayed === false)).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(stockBefore - 2);
    expect(await bookedCount(body.slotId as number, body.deliveryDate as string)).toBe(bookedBefore + 1);
    const [lines] = await db()
      .select({ n: sql<number>`count(*)::int`, units: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    // Written once: the rows are the lines every answer carries (the product, and the free gift an order this size
    // earns), never twice.
    const answered = answers[0]!.body.data.items as Array<{ quantity: number }>;
    expect(lines).toEqual({ n: answered.length, units: answered.reduce((n, i) => n + i.quantity, 0) });
  });
});
