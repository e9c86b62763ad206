import { eq, sql } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { orderItems } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { bookedCount, call, checkoutBody, ordersOf, shopper, stockOf } from './support';

// One Idempotency-Key, 20 calls at once, in the interleaving that broke it: every call has looked for the key's order
// (none yet) before the first one commits, and the 19 others read the cart only after it committed, so they find it
// empty (the issue: "3 × 422 Your cart is empty"). The cart read is held at a gate to make that order certain
// instead of a matter of timing; everything else is the real route, services and database.

const gate = { arrived: 0, total: 0, first: true, allArrived: () => {}, firstAnswered: Promise.resolve() };

jest.mock('@/lib/server/services/cart', () => {
  const actual = jest.requireActual('@/lib/server/services/cart');
  return {
    ...actual,
    findCart: async (...args: unknown[]) => {
      if (gate.total > 0) {
        gate.arrived += 1;
        if (gate.arrived === gate.total) gate.allArrived();
        if (gate.first) {
          gate.first = false;
          await new Promise<void>((resolve) => (gate.allArrived = resolve));
        } else {
          await gate.firstAnswered;
        }
      }
      return actual.findCart(...args);
    },
  };
});

const { db } = useTestDatabase();
// Parallel requests on a busy shared machine: these timed out at jest's default 5 s in a full run (the api project's
// testTimeout did not apply), so the file sets its own.

describe('place-order: one Idempotency-Key from 20 parallel calls', () => {
  it('all 20 answers carry the same order; one order row, stock taken once, the slot booked once', async () => {
    const { customer, addressId, product } = await shopper(2, 5);
    const body = await checkoutBody(addressId);
    const stockBefore = await stockOf(product.id);
    const bookedBefore = await bookedCount(body.slotId as number, body.deliveryDate as string);
    const headers = { 'idempotency-key': 'gated-race-0001-abcd' };

    let answerFirst = () => {};
    gate.firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    gate.total = 20;
    const send = () => call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body, headers });
    const calls = Array.from({ length: 20 }, () => send());
    // Whichever call passed the gate first answers first; then the others read the (now empty) cart.
    const firstDone = Promise.race(calls).then(() => answerFirst());
    const answers = await Promise.all(calls);
    await firstDone;
    gate.total = 0;

    const figures = answers.map((a) => `${a.status}${a.body.data?.replayed ? ' replayed' : ''}${a.body.error ? ` ${a.body.error.message}` : ''}`);
    expect(figures.filter((f) => f === '201')).toHaveLength(1);
    expect(figures.filter((f) => f === '200 replayed')).toHaveLength(19);

    const placed = await ordersOf(customer.userId);
    expect(placed).toHaveLength(1);
    const order = placed[0]!;
    for (const answer of answers) {
      expect(answer.body.data).toMatchObject({ id: order.id, number: order.number, total: order.total });
      expect(answer.body.data.items.filter((i: { kind: string }) => i.kind === 'product')).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, lineTotal: product.price * 2 })]);
    }
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
