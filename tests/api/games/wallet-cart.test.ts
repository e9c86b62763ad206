import { POST as applyCouponRoute } from '@/app/api/V2/apply-coupon/route';
import { GET as walletRoute } from '@/app/api/V2/prize-wallet/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { and, arrayOverlaps, eq, gte, not, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { categories, coupons, gamePrizes, products } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { call, checkoutBody, fillCart, giftProduct, shopper, newCustomer } from '../orders/support';
import { makeGame, spinAs } from './support';

useTestDatabase();

const apply = (customer: Parameters<typeof call>[2], code: string) => call(applyCouponRoute, '/api/V2/apply-coupon', customer, { body: { code } });
const wallet = (customer: Parameters<typeof call>[2]) => call(walletRoute, '/api/V2/prize-wallet', customer);

describe('a won prize in the cart', () => {
  it('is applied by its winner only, once: an order redeems it and anyone else is told it does not exist', async () => {
    const { slug } = await makeGame({ prizes: [{ label: 'रू 100 off', kind: 'flat', value: 10_000, minSubtotal: 50_000, weight: 1 }] });
    const { customer, addressId, product } = await shopper(1);
    const spun = await spinAs(customer, slug);
    const code: string = spun.body.data.wallet.code;

    const listed = await wallet(customer);
    expect(listed.status).toBe(200);
    expect(listed.body.data.prizes[0]).toMatchObject({ code, state: 'won', description: 'रू 100 off', condition: 'On orders of रू 500 or more', source: 'roulette' });

    // Below the prize's minimum the cart says how much more to add.
    if (product.price < 50_000) {
      const low = await apply(customer, code);
      expect(low.status).toBe(422);
      expect(low.body.error.message).toMatch(/more to use this code/);
      await fillCart(customer.userId, product.id, Math.ceil(50_000 / product.price));
    }
    const applied = await apply(customer, code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body.data.coupon).toMatchObject({ code, valid: true, discount: 10_000 });

    // Someone else with the same code: the answer an unknown code gets.
    const other = await newCustomer('Ram Thapa');
    await fillCart(other.userId, (await giftProduct(1)).id, 5);
    const stranger = await apply(other, code);
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.message).toBe('This code does not exist. Check the spelling and try again.');
    expect((await wallet(other)).body.data.prizes).toEqual([]);

    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { body: await checkoutBody(addressId) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals.discount).toBe(10_000);
    expect((await wallet(customer)).body.data.prizes[0]).toMatchObject({ code, state: 'redeemed' });

    // Single use: the next cart cannot take it.
    await fillCart(customer.userId, product.id, 10);
    const again = await apply(customer, code);
    expect(again.status).toBe(422);
    expect(again.body.error.message).toMatch(/used/);

    // A cancelled order gives the prize back.
    const cancelled = await call(cancelRoute, '/api/V2/cancellation-request', customer, { body: { orderId: placed.body.data.id, reasonId: 1 } });
    expect(cancelled.status).toBe(200);
    expect((await wallet(customer)).body.data.prizes[0]).toMatchObject({ code, state: 'won' });
  });

  it('answers 401 to a visitor and 400 to a bad page', async () => {
    expect((await wallet(null)).status).toBe(401);
    const customer = await newCustomer();
    expect((await call(walletRoute, '/api/V2/prize-wallet?page=0', customer)).status).toBe(400);
  });
});

describe('a prize for one category', () => {
  it('counts only that category’s items (and its subcategories’), and says so when there are none', async () => {
    const [cakes] = await getDb().select().from(categories).where(eq(categories.slug, 'cakes'));
    const { game, slug } = await makeGame({ prizes: [{ label: '10% off a cake', kind: 'percent', value: 10, weight: 1 }] });
    await getDb().update(gamePrizes).set({ categoryId: cakes!.id }).where(eq(gamePrizes.gameId, game.id));
    const customer = await newCustomer();
    const code: string = (await spinAs(customer, slug)).body.data.wallet.code;
    expect((await wallet(customer)).body.data.prizes[0]).toMatchObject({ code, condition: 'On Cakes' });

    const [coupon] = await getDb().select().from(coupons).where(eq(coupons.code, code));
    const [gift] = await getDb()
      .select()
      .from(products)
      .where(and(eq(products.type, 'product'), eq(products.isActive, true), gte(products.stock, 5), not(arrayOverlaps(products.categoryIds, coupon!.categoryIds!))))
      .limit(1);
    await fillCart(customer.userId, gift!.id, 2);
    const refused = await apply(customer, code);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('This code is for Cakes only: add some to your cart to use it.');

    // A cake from a subcategory of Cakes: 10% of the cake alone comes off, never of the gift.
    const [cake] = await getDb()
      .select()
      .from(products)
      .where(and(eq(products.isActive, true), gte(products.stock, 5), arrayOverlaps(products.categoryIds, coupon!.categoryIds!), sql`NOT (${products.categoryId} = ${cakes!.id})`))
      .limit(1);
    await fillCart(customer.userId, cake!.id, 1);
    const applied = await apply(customer, code);
    expect(applied.status).toBe(200);
    const cakeLine = applied.body.data.cartItems.find((l: { productId: number }) => l.productId === cake!.id);
    expect(applied.body.data.coupon.discount).toBe(Math.floor(cakeLine.lineTotal / 10 / 100) * 100);
  });
});
