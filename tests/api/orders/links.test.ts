import { and, eq } from 'drizzle-orm';
import { GET as donationReturnRoute } from '@/app/api/V2/donations/return/[gateway]/route';
import { POST as donateRoute } from '@/app/api/V2/donations/route';
import { GET as returnRoute } from '@/app/api/V2/payment/[gateway]/return/route';
import { POST as forgot } from '@/app/api/V2/forgot-password/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as processRoute } from '@/app/api/V2/process-payment/route';
import { latestLink, makeUser } from '../accounts-codes/support';
import { payOnEsewa, payOnKhalti } from '../payments/support/simulator-browser';
import { locationQuery, simulatorFetch } from '../payments/support/simulator-fetch';
import { getDb } from '@/lib/server/db/client';
import { donationCauses, notifications } from '@/lib/server/db/schema';
import { noticeTemplate } from '@/lib/server/services/notifications/templates';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { freshIp, useTempOutbox } from '../support/isolation';
import { checkoutBody, shopper, type Customer } from './support';

// Absolute links: SITE_URL when the shop has one; in the demo (no SITE_URL) a link for the requester follows the
// loopback host they browse on (the issue: eSewa sent a shopper on 127.0.0.1 back to localhost, logged out), and a
// link mailed to an address anyone can type (password reset) never follows the request's Host.

useTempOutbox();
useTestDatabase();

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());
const SAVED_SITE_URL = process.env.SITE_URL;
afterEach(() => {
  if (SAVED_SITE_URL === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = SAVED_SITE_URL;
});

/** A call as a browser on `origin` sends it: the URL's host and the Host header, and that Origin. */
function callOn<P = Record<string, never>>(
  origin: string,
  handler: Parameters<typeof callRoute<P>>[0],
  path: string,
  customer: Customer | null,
  options: { method?: string; body?: unknown; params?: P } = {},
) {
  const url = new URL(path, origin);
  return callRoute<P>(handler, {
    url: url.toString(),
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    body: options.body,
    ...(options.params ? { params: options.params } : {}),
    headers: { host: url.host, origin, ...(customer?.headers ?? {}) },
  });
}

async function unpaidOrder(paymentMethod: 'esewa' | 'khalti') {
  const s = await shopper();
  const placed = await callOn('http://localhost:3000', placeOrderRoute, '/api/V2/place-order', s.customer, { body: await checkoutBody(s.addressId, { paymentMethod }) });
  expect(placed.status).toBe(201);
  return { customer: s.customer, orderId: placed.body.data.id as number };
}

describe('payment return links', () => {
  it('demo: a shopper on 127.0.0.1 pays with eSewa and is sent back to 127.0.0.1, then to the confirmation page there', async () => {
    delete process.env.SITE_URL;
    const { customer, orderId } = await unpaidOrder('esewa');
    const started = await callOn('http://127.0.0.1:3000', processRoute, '/api/V2/process-payment', customer, { body: { orderId, gateway: 'esewa' } });
    expect(started.status).toBe(200);
    const { fields } = started.body.data.action;
    expect(fields.success_url).toBe('http://127.0.0.1:3000/api/V2/payment/esewa/return');
    expect(new URL(fields.failure_url).origin).toBe('http://127.0.0.1:3000');

    const back = await payOnEsewa(fields, 'pay');
    expect(back.url.origin).toBe('http://127.0.0.1:3000');
    const landed = await callOn(back.url.origin, returnRoute, `${back.url.pathname}${back.url.search}`, null, { params: { gateway: 'esewa' } });
    expect(landed.status).toBe(303);
    const confirmation = locationQuery(landed.headers);
    expect(confirmation.url.origin).toBe('http://127.0.0.1:3000');
    expect(confirmation.url.pathname).toBe('/order-confirmation');
    expect(confirmation.params).toEqual({ orderId: String(orderId), payment: 'paid' });
  });

  it('demo: Khalti returns the shopper to the host they used', async () => {
    delete process.env.SITE_URL;
    const { customer, orderId } = await unpaidOrder('khalti');
    const started = await callOn('http://127.0.0.1:3000', processRoute, '/api/V2/process-payment', customer, { body: { orderId, gateway: 'khalti' } });
    expect(started.status).toBe(200);
    const back = await payOnKhalti(started.body.data.action.url, 'pay');
    expect(`${back.url.origin}${back.url.pathname}`).toBe('http://127.0.0.1:3000/api/V2/payment/khalti/return');
  });

  it('demo: the gateway’s own pages open on the host the shopper is on, for an order and a donation, eSewa and Khalti', async () => {
    delete process.env.SITE_URL;
    const [cause] = await getDb().select().from(donationCauses).where(eq(donationCauses.slug, 'festival-meals-at-briddhashram'));
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      for (const gateway of ['esewa', 'khalti'] as const) {
        const { customer, orderId } = await unpaidOrder(gateway);
        const order = await callOn(origin, processRoute, '/api/V2/process-payment', customer, { body: { orderId, gateway } });
        const gift = await callOn(origin, donateRoute, '/api/V2/donations', customer, { body: { causeId: cause!.id, amount: 500, gateway, anonymous: false } });
        for (const [what, started] of [['order', order], ['donation', gift]] as const) {
          // eSewa's form is posted there, Khalti's payment page is opened there: the host whose cookie the shopper holds.
          expect({ what, gateway, status: started.status, at: new URL(started.body.data.action.url).origin }).toEqual({ what, gateway, status: expect.any(Number), at: origin });
          expect(started.status).toBeLessThan(300);
        }
      }
    }
  });

  it('demo: a forged Host is not followed; with SITE_URL set the links use it whatever the Host', async () => {
    delete process.env.SITE_URL;
    const { customer, orderId } = await unpaidOrder('esewa');
    const forged = await callOn('http://evil.example', processRoute, '/api/V2/process-payment', customer, { body: { orderId, gateway: 'esewa' } });
    // The Origin check refuses nothing here (Bearer token): the link still points at the demo's own address.
    expect(forged.status).toBe(200);
    expect(forged.body.data.action.fields.success_url).toBe('http://localhost:3000/api/V2/payment/esewa/return');
    expect(forged.body.data.action.url).toBe('http://localhost:3000/sim/esewa/api/epay/main/v2/form');

    process.env.SITE_URL = 'https://upahar.example';
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://evil.example']) {
      const started = await callOn(origin, processRoute, '/api/V2/process-payment', customer, { body: { orderId, gateway: 'esewa' } });
      expect(started.body.data.action.fields.success_url).toBe('https://upahar.example/api/V2/payment/esewa/return');
      expect(new URL(started.body.data.action.url).origin).toBe('https://upahar.example');
    }
    const landed = await callOn('http://127.0.0.1:3000', returnRoute, '/api/V2/payment/esewa/return?ref=nothing', null, { params: { gateway: 'esewa' } });
    expect(locationQuery(landed.headers).url.origin).toBe('https://upahar.example');
  });
});

describe('mailed links', () => {
  it('a donor’s receipt links back to the host they paid on, as an order’s mail does', async () => {
    delete process.env.SITE_URL;
    const [cause] = await getDb().select().from(donationCauses).where(eq(donationCauses.slug, 'birthday-cakes-for-bal-griha'));
    const { customer } = await unpaidOrder('esewa');
    const origin = 'http://127.0.0.1:3000';
    const started = await callOn(origin, donateRoute, '/api/V2/donations', customer, { body: { causeId: cause!.id, amount: 500, gateway: 'esewa', anonymous: false } });
    expect(started.status).toBe(201);
    const back = await payOnEsewa(started.body.data.action.fields, 'pay');
    const landed = await callOn(back.url.origin, donationReturnRoute, `${back.url.pathname}${back.url.search}`, null, { params: { gateway: 'esewa' } });
    expect(locationQuery(landed.headers).params.payment).toBe('paid');
    // The receipt as the notifications worker renders it: from the queued notice and the facts queued with it.
    const [queued] = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'donation.receipt'), eq(notifications.subjectId, String(started.body.data.donationId))));
    const receipt = await noticeTemplate('donation.receipt')!(queued!.subjectId, queued!.data);
    expect(receipt!.email.links).toEqual([`${origin}/donations/${cause!.slug}`]);
  });

  it('a password-reset link never follows the request’s Host: the demo’s own address, or SITE_URL', async () => {
    delete process.env.SITE_URL;
    const user = await makeUser();
    for (const origin of ['http://127.0.0.1:3000', 'http://evil.example']) {
      const url = new URL('/api/V2/forgot-password', origin);
      const asked = await callRoute(forgot, { url: url.toString(), method: 'POST', body: { email: user.email }, headers: { host: url.host, ...freshIp() } });
      expect(asked.status).toBe(200);
      expect((await latestLink(user.email!)).origin).toBe('http://localhost:3000');
    }
    process.env.SITE_URL = 'https://upahar.example';
    await callRoute(forgot, { url: 'http://evil.example/api/V2/forgot-password', method: 'POST', body: { email: user.email }, headers: { host: 'evil.example', ...freshIp() } });
    expect((await latestLink(user.email!)).origin).toBe('https://upahar.example');
  });
});
