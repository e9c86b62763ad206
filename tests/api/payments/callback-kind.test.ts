import { eq } from 'drizzle-orm';
import { GET as donationReturnRoute } from '@/app/api/V2/donations/return/[gateway]/route';
import { POST as donateRoute } from '@/app/api/V2/donations/route';
import { GET as orderReturnRoute } from '@/app/api/V2/payment/[gateway]/return/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as processRoute } from '@/app/api/V2/process-payment/route';
import { donationCauses, donations, orders, paymentAttempts } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { call, checkoutBody, shopper, type Customer } from '../orders/support';
import { payOnEsewa, payOnKhalti, type Landing } from './support/simulator-browser';
import { locationQuery, simulatorFetch } from './support/simulator-fetch';

// Orders and donations are paid through the same attempts and gateways, and each has its own return route. A
// gateway's answer sent to the other kind's route (a misconfigured return URL, a replayed link) must not settle
// anything there — settling it would mark the attempt paid without its own step: a gift never counted, or
// "payment=paid" with no order — and the shopper is told what happened. The right route still settles it.

const { db } = useTestDatabase();

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

type Gateway = 'esewa' | 'khalti';

const pay = (gateway: Gateway, action: { url: string; fields?: Record<string, string> }): Promise<Landing> =>
  gateway === 'esewa' ? payOnEsewa(action.fields!, 'pay') : payOnKhalti(action.url, 'pay');

/** The browser arriving at a return route with the gateway's answer; where it is sent next. */
async function arrive(route: typeof orderReturnRoute, path: string, gateway: Gateway, landing: Landing) {
  const res = await callRoute(route, { url: `${path}${landing.url.search}`, params: { gateway } });
  expect(res.status).toBe(303);
  return locationQuery(res.headers);
}
const toOrderRoute = (gateway: Gateway, landing: Landing) => arrive(orderReturnRoute, `/api/V2/payment/${gateway}/return`, gateway, landing);
const toDonationRoute = (gateway: Gateway, landing: Landing) =>
  arrive(donationReturnRoute as typeof orderReturnRoute, `/api/V2/donations/return/${gateway}`, gateway, landing);

async function paidDonation(customer: Customer, gateway: Gateway) {
  const [cause] = await db().select().from(donationCauses).where(eq(donationCauses.slug, 'festival-meals-at-briddhashram'));
  const started = await call(donateRoute, '/api/V2/donations', customer, { body: { causeId: cause!.id, amount: 750, gateway, anonymous: false } });
  expect(started.status).toBe(201);
  return { causeId: cause!.id, donationId: started.body.data.donationId as number, landing: await pay(gateway, started.body.data.action) };
}

async function paidOrder(gateway: Gateway) {
  const s = await shopper();
  const placed = await call(placeOrderRoute, '/api/V2/place-order', s.customer, { body: await checkoutBody(s.addressId, { paymentMethod: gateway }) });
  expect(placed.status).toBe(201);
  const orderId = placed.body.data.id as number;
  const started = await call(processRoute, '/api/V2/process-payment', s.customer, { body: { orderId, gateway } });
  expect(started.status).toBe(200);
  return { customer: s.customer, orderId, landing: await pay(gateway, started.body.data.action) };
}

const raisedOf = async (causeId: number) => (await db().select().from(donationCauses).where(eq(donationCauses.id, causeId)))[0]!.raised;
const donationStatus = async (id: number) => (await db().select().from(donations).where(eq(donations.id, id)))[0]!.status;
const orderPayment = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!.paymentStatus;

describe.each(['esewa', 'khalti'] as const)('a %s callback on the other kind’s return route', (gateway) => {
  it('a donation’s answer on the order route says it is not an order’s and settles nothing; the donations route counts it', async () => {
    const { customer } = await paidOrder(gateway);
    const { causeId, donationId, landing } = await paidDonation(customer, gateway);
    const before = await raisedOf(causeId);

    const wrong = await toOrderRoute(gateway, landing);
    expect(`${wrong.url.pathname}?${wrong.url.searchParams}`).toBe('/order-confirmation?payment=not-an-order');
    const [gift] = await db().select().from(donations).where(eq(donations.id, donationId));
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, gift!.paymentRef!));
    expect(attempt!.status).toBe('pending');
    expect(await donationStatus(donationId)).toBe('pending');

    const right = await toDonationRoute(gateway, landing);
    expect(right.params.payment).toBe('paid');
    expect(await donationStatus(donationId)).toBe('paid');
    expect((await raisedOf(causeId)) - before).toBe(75_000);

    // Sent to the order route again once it is paid: still "not an order", never "payment=paid" with no order.
    const replayed = await toOrderRoute(gateway, landing);
    expect(replayed.params).toEqual({ payment: 'not-an-order' });
  });

  it('an order’s answer on the donations route says it is not a gift and leaves the order unpaid; the order route pays it', async () => {
    const { orderId, landing } = await paidOrder(gateway);

    const wrong = await toDonationRoute(gateway, landing);
    expect(`${wrong.url.pathname}?${wrong.url.searchParams}`).toBe('/donations?payment=not-a-donation');
    expect(await orderPayment(orderId)).toBe('unpaid');

    const right = await toOrderRoute(gateway, landing);
    expect(right.params).toEqual({ orderId: String(orderId), payment: 'paid' });
    expect(await orderPayment(orderId)).toBe('paid');

    expect((await toDonationRoute(gateway, landing)).params).toEqual({ payment: 'not-a-donation' });
  });
});
