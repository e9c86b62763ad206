import { eq, sql } from 'drizzle-orm';
import { POST as addToCart } from '@/app/api/V2/add-to-cart/route';
import { GET as contestsRoute } from '@/app/api/V2/contests/route';
import { POST as placeOrder } from '@/app/api/V2/place-order/route';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { cartItems, carts, orders } from '@/lib/server/db/schema';
import { countsOf, followAdd, newPerson, type Person } from '../people/helpers';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { addressFor, call, checkoutBody, deliveryChoice, giftProduct, newCustomer, ordersOf, shopper, stockOf, type Customer } from '../orders/support';

// What a burst may do (issue 23 §2), for the routes where a shopper would notice: the cart, the order and the follow,
// 30 identical requests at once from one customer and one each from 10 customers at once, on a pool of 2 connections.
// (The dig, the spin, the vote and the entry have their own: tests/api/games/races.test.ts, tests/api/contests/races.test.ts.)
// Every request is answered (no 5xx; a 429 from the write limits is a refusal), the effect happens at most as often as
// the rules allow, and the shop still answers a read afterwards.

const previousPoolSize = process.env.DATABASE_POOL_SIZE;
process.env.DATABASE_POOL_SIZE = '2';
afterAll(() => {
  if (previousPoolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
  else process.env.DATABASE_POOL_SIZE = previousPoolSize;
});

const { db } = useTestDatabase();
jest.setTimeout(120_000);

const ONE = 30;
const MANY = 10;

function expectAnswered(answers: { status: number }[], allowed: number[]) {
  expect(answers.map((a) => a.status).filter((s) => !allowed.includes(s))).toEqual([]);
}

async function expectShopAnswers() {
  const read = await callRoute(contestsRoute, { url: '/api/V2/contests' });
  expect(read.status).toBe(200);
}

const add = (customer: Customer, productId: number) => call(addToCart, '/api/V2/add-to-cart', customer, { body: { productId, quantity: 1, source: 'web' } });

async function lineOf(userId: number, productId: number) {
  return db()
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(sql`${carts.userId} = ${userId} and ${cartItems.productId} = ${productId}`);
}

describe('the cart under a burst', () => {
  it('30 identical adds from one customer: one line, each add counted once, never past the line cap', async () => {
    const customer = await newCustomer();
    const product = await giftProduct(1);
    const answers = await Promise.all(Array.from({ length: ONE }, () => add(customer, product.id)));
    expectAnswered(answers, [200, 422, 429]);
    const lines = await lineOf(customer.userId, product.id);
    expect(lines).toHaveLength(1);
    const taken = answers.filter((a) => a.status === 200).length;
    expect(lines[0]!.quantity).toBe(Math.min(taken, MAX_LINE_QUANTITY));
    expect(lines[0]!.quantity).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
    await expectShopAnswers();
  });

  it('10 customers adding at once: each cart holds its own one', async () => {
    const customers = await Promise.all(Array.from({ length: MANY }, (_, i) => newCustomer(`Shopper ${i}`)));
    const product = await giftProduct(2);
    const answers = await Promise.all(customers.map((customer) => add(customer, product.id)));
    expectAnswered(answers, [200]);
    for (const customer of customers) expect(await lineOf(customer.userId, product.id)).toEqual([{ quantity: 1 }]);
    await expectShopAnswers();
  });
});

describe('placing an order under a burst', () => {
  it('30 identical place-orders from one customer: one order, the stock taken once', async () => {
    const { customer, addressId, product } = await shopper(2);
    const stockBefore = await stockOf(product.id);
    const body = await checkoutBody(addressId);
    const answers = await Promise.all(Array.from({ length: ONE }, () => call(placeOrder, '/api/V2/place-order', customer, { body })));
    expectAnswered(answers, [200, 201, 409, 422, 429]);
    const placed = await ordersOf(customer.userId);
    expect(placed).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(stockBefore - 2);
    await expectShopAnswers();
  });

  it('10 customers ordering the same gift at once: ten orders, the stock taken ten times', async () => {
    const product = await giftProduct(3);
    const ready = await Promise.all(
      Array.from({ length: MANY }, async (_, i) => {
        const customer = await newCustomer(`Buyer ${i}`);
        const addressId = await addressFor(customer.userId);
        await add(customer, product.id);
        // Spread over ten days: a slot takes only so many orders.
        return { customer, body: { ...(await checkoutBody(addressId)), ...(await deliveryChoice(3 + i)) } };
      }),
    );
    const stockBefore = await stockOf(product.id);
    const answers = await Promise.all(ready.map(({ customer, body }) => call(placeOrder, '/api/V2/place-order', customer, { body })));
    expectAnswered(answers, [200, 201]);
    const rows = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.userId} in ${ready.map((r) => r.customer.userId)}`);
    expect(rows[0]!.n).toBe(MANY);
    expect(await stockOf(product.id)).toBe(stockBefore - MANY);
    await expectShopAnswers();
  });
});

describe('following under a burst', () => {
  const followers = async (person: Person) =>
    (await db().execute<{ n: number }>(sql`select count(*)::int as n from follows where target_type = 'user' and target_id = ${person.id}`)).rows[0]!.n;

  it('30 identical follows from one customer: one follow (one passes the pace, the rest are 429)', async () => {
    const fan = await newPerson('burstfan', 'Bishnu Karki');
    const star = await newPerson('burststar', 'Chandra Lama');
    const answers = await Promise.all(Array.from({ length: ONE }, () => followAdd(fan, { type: 'user', id: star.id }, { paced: true })));
    expectAnswered(answers, [200, 429]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await followers(star)).toBe(1);
    await expectShopAnswers();
  });

  it('10 customers following one person at once: ten followers, the count agrees with the rows', async () => {
    const star = await newPerson('burststar10', 'Dawa Sherpa');
    const fans = await Promise.all(Array.from({ length: MANY }, (_, i) => newPerson(`burstfan${i}`, `Fan ${i}`)));
    const answers = await Promise.all(fans.map((fan) => followAdd(fan, { type: 'user', id: star.id }, { paced: true })));
    expectAnswered(answers, [200]);
    expect(await followers(star)).toBe(MANY);
    expect(await countsOf(star.id)).toMatchObject({ followers: MANY });
    await expectShopAnswers();
  });
});
