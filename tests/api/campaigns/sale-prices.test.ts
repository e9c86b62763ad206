import { eq } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { campaignPrice } from '@/lib/domain/campaign-price';
import { campaignCustomerPurchases, cancellationReasons, orders } from '@/lib/server/db/schema';
import { buildCartView, findCart } from '@/lib/server/services/cart';
import { placeOrder, quoteCheckout, requestCancellation } from '@/lib/server/services/orders';
import { useTestDatabase } from '../support/database';
import { addressFor, call, checkoutBody, fillCart, newCustomer } from '../orders/support';
import { makeCampaign, unpricedGift } from './support';

const { db } = useTestDatabase();
jest.setTimeout(60_000);

const SEC = 1000;
// The campaign starts an hour from now and lasts an hour: every instant priced at is injected, relative to the run.
const startsAt = new Date(Math.floor(Date.now() / SEC) * SEC + 3600 * SEC);
const endsAt = new Date(startsAt.getTime() + 3600 * SEC);
const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * SEC);

describe('campaign prices in the checkout quote and place-order', () => {
  it('a gift in a 20% campaign costs its list price 1 s before, the sale price from the start to 1 s before the end, the list price from the end', async () => {
    const gift = await unpricedGift(0);
    await makeCampaign({ startsAt, endsAt, products: [{ id: gift.id, percentOff: 20 }] });
    const sale = campaignPrice(gift.price, 20);
    expect(sale).toBeLessThan(gift.price);
    const customer = await newCustomer();
    const body = await checkoutBody(await addressFor(customer.userId));
    await fillCart(customer.userId, gift.id, 2);

    const subtotal = async (instant: Date) => (await quoteCheckout(customer.userId, body, instant)).totals.subtotal;
    expect(await subtotal(at(startsAt, -1))).toBe(gift.price * 2);
    expect(await subtotal(startsAt)).toBe(sale * 2);
    expect(await subtotal(at(startsAt, 1))).toBe(sale * 2);
    expect(await subtotal(at(endsAt, -1))).toBe(sale * 2);
    expect(await subtotal(endsAt)).toBe(gift.price * 2);
    expect(await subtotal(at(endsAt, 1))).toBe(gift.price * 2);

    // place-order charges what the quote said at the same instant: before, during and after.
    const charged: number[] = [];
    for (const instant of [at(startsAt, -1), at(startsAt, 1), at(endsAt, 1)]) {
      await fillCart(customer.userId, gift.id, 2);
      const placed = await placeOrder(customer.userId, { ...body, now: instant });
      const [line] = placed.order.items;
      charged.push(line!.unitPrice);
    }
    expect(charged).toEqual([gift.price, sale, gift.price]);
  });

  it('a flash-sale price holds only inside each window', async () => {
    const gift = await unpricedGift(1);
    await makeCampaign({
      startsAt,
      endsAt,
      products: [{ id: gift.id, section: 'flash', percentOff: 30 }],
      flash: { firstStartsAt: at(startsAt, 600), durationSeconds: 600, repeatEverySeconds: 1200 },
    });
    const customer = await newCustomer();
    const body = await checkoutBody(await addressFor(customer.userId));
    await fillCart(customer.userId, gift.id, 1);
    const subtotal = async (instant: Date) => (await quoteCheckout(customer.userId, body, instant)).totals.subtotal;
    const sale = campaignPrice(gift.price, 30);
    // Windows: +600..+1200 s and +1800..+2400 s after the campaign's start.
    expect(await subtotal(at(startsAt, 599))).toBe(gift.price);
    expect(await subtotal(at(startsAt, 600))).toBe(sale);
    expect(await subtotal(at(startsAt, 1199))).toBe(sale);
    expect(await subtotal(at(startsAt, 1200))).toBe(gift.price);
    expect(await subtotal(at(startsAt, 1800))).toBe(sale);
  });

  it('the cart re-prices a line whose sale ended, and says so', async () => {
    const gift = await unpricedGift(2);
    // Running now, so the line is added at the sale price; then the cart is read after the end.
    const now = new Date();
    await makeCampaign({ startsAt: at(now, -60), endsAt: at(now, 3600), products: [{ id: gift.id, percentOff: 25 }] });
    const customer = await newCustomer();
    await fillCart(customer.userId, gift.id, 1);
    const cart = await findCart({ kind: 'user', userId: customer.userId });
    const during = await buildCartView(cart, { userId: customer.userId, now: at(now, 10) });
    expect(during.cartItems[0]).toMatchObject({ sellingPrice: campaignPrice(gift.price, 25), campaign: { campaignSlug: expect.stringMatching(/^test-campaign-/) } });
    expect(during.cartItems[0]!.notice).toBeUndefined();
    const after = await buildCartView(cart, { userId: customer.userId, now: at(now, 3601) });
    expect(after.cartItems[0]).toMatchObject({ sellingPrice: gift.price, priceChanged: true, previousPrice: campaignPrice(gift.price, 25) });
    expect(after.cartItems[0]!.campaign).toBeUndefined();
    expect(after.cartItems[0]!.notice).toMatch(/sale price has ended/);
  });
});

describe('per-customer deal limits', () => {
  it('one per customer: 10 parallel place-orders → one order, the counter at 1; a second order later is refused; a cancellation gives it back', async () => {
    const gift = await unpricedGift(3);
    const now = new Date();
    const campaign = await makeCampaign({ startsAt: at(now, -60), endsAt: at(now, 7200), products: [{ id: gift.id, section: 'deal', percentOff: 40, perCustomerLimit: 1 }] });
    const customer = await newCustomer();
    const body = await checkoutBody(await addressFor(customer.userId));
    await fillCart(customer.userId, gift.id, 1);

    const answers = await Promise.all(Array.from({ length: 10 }, () => call(placeOrderRoute, '/api/V2/place-order', customer, { body })));
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect(placed[0]!.body.data.items[0].unitPrice).toBe(campaignPrice(gift.price, 40));
    const counter = async () =>
      (await db().select().from(campaignCustomerPurchases).where(eq(campaignCustomerPurchases.campaignId, campaign.id)))[0]?.quantity;
    expect(await counter()).toBe(1);

    // Back in the cart later: the deal price is refused, with the reason.
    await fillCart(customer.userId, gift.id, 1);
    const again = await call(placeOrderRoute, '/api/V2/place-order', customer, { body });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('deal_limit');
    expect(again.body.error.message).toContain('at most 1 per customer');
    expect(await db().select().from(orders).where(eq(orders.userId, customer.userId))).toHaveLength(1);

    // Cancelling the order gives the unit back: the customer may buy the deal again.
    const [reason] = await db().select().from(cancellationReasons).limit(1);
    await requestCancellation(customer.userId, { orderId: placed[0]!.body.data.id, reasonId: reason!.id });
    expect(await counter()).toBe(0);
    const third = await call(placeOrderRoute, '/api/V2/place-order', customer, { body });
    expect(third.status).toBe(201);
  });

  it('a quantity above the limit makes the line wait for the customer to lower it', async () => {
    const gift = await unpricedGift(4);
    const now = new Date();
    await makeCampaign({ startsAt: at(now, -60), endsAt: at(now, 7200), products: [{ id: gift.id, section: 'deal', percentOff: 10, perCustomerLimit: 2 }] });
    const customer = await newCustomer();
    await fillCart(customer.userId, gift.id, 3);
    const cart = await buildCartView(await findCart({ kind: 'user', userId: customer.userId }), { userId: customer.userId });
    expect(cart.cartItems[0]).toMatchObject({ available: false, issue: { code: 'deal_limit' } });
    expect(cart.cartItems[0]!.issue!.message).toContain('at most 2 per customer');
  });
});
