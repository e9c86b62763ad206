import { eq } from 'drizzle-orm';
import { GET as causeRoute } from '@/app/api/V2/donations/[slug]/route';
import { POST as cakeAddressRoute } from '@/app/api/V2/donations/cake-address/route';
import { GET as returnRoute } from '@/app/api/V2/donations/return/[gateway]/route';
import { GET as listRoute, POST as donateRoute } from '@/app/api/V2/donations/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { donationCauses, donations, notifications } from '@/lib/server/db/schema';
import { noticeTemplate } from '@/lib/server/services/notifications/templates';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { call, checkoutBody, fillCart, giftProduct, newCustomer, type Customer } from '../orders/support';
import { payOnEsewa, payOnKhalti } from '../payments/support/simulator-browser';
import { locationQuery, simulatorFetch } from '../payments/support/simulator-fetch';

const { db } = useTestDatabase();

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

const donate = (customer: Customer | null, body: Record<string, unknown>) => call(donateRoute, '/api/V2/donations', customer, { body });

async function causeBySlug(slug: string) {
  const [row] = await db().select().from(donationCauses).where(eq(donationCauses.slug, slug));
  return row!;
}

/** The donor's browser comes back from the gateway: our return route verifies and redirects to the cause. */
async function comeBack(gateway: string, query: Record<string, string>) {
  const res = await callRoute(returnRoute, { url: `/api/V2/donations/return/${gateway}?${new URLSearchParams(query)}`, params: { gateway } });
  expect(res.status).toBe(303);
  return locationQuery(res.headers);
}

async function giveWithEsewa(customer: Customer, causeId: number, rupees: number, extra: Record<string, unknown> = {}) {
  const started = await donate(customer, { causeId, amount: rupees, gateway: 'esewa', anonymous: false, ...extra });
  expect(started.status).toBe(201);
  const landing = await payOnEsewa(started.body.data.action.fields, 'pay');
  return { started, back: await comeBack('esewa', landing.params) };
}

describe('GET donations and donations/{slug}', () => {
  it('lists the causes with goal, raised and donors, and a donor wall that hides emails and anonymous names', async () => {
    const res = await call(listRoute, '/api/V2/donations', null);
    expect(res.status).toBe(200);
    expect(res.body.data.causes).toHaveLength(3);
    const [first] = res.body.data.causes;
    expect(first).toMatchObject({ goal: expect.any(Number), raised: expect.any(Number), donorCount: expect.any(Number), pan: expect.any(String) });
    expect(res.body.meta.pagination).toMatchObject({ currentPage: 1, perPage: 10 });
    expect(res.body.meta.pagination.total).toBe(res.body.data.causes.reduce((s: number, c: { donorCount: number }) => s + c.donorCount, 0));
    const wall = JSON.stringify(res.body.data.donors);
    expect(wall).not.toMatch(/@|98\d{8}/);
    expect(res.body.data.donors.filter((d: { anonymous: boolean; name: string }) => d.anonymous).every((d: { name: string }) => d.name === 'Anonymous')).toBe(true);

    const one = await callRoute(causeRoute, { url: '/api/V2/donations/flood-relief-koshi?page=2', params: { slug: 'flood-relief-koshi' } });
    expect(one.status).toBe(200);
    expect(one.body.data.cause.slug).toBe('flood-relief-koshi');
    expect(one.body.meta.pagination.currentPage).toBe(2);
    expect((await callRoute(causeRoute, { url: '/api/V2/donations/nope', params: { slug: 'nope' } })).status).toBe(404);
    expect((await call(listRoute, '/api/V2/donations?page=abc', null)).status).toBe(400);
  });
});

describe('POST donations', () => {
  it('counts a gift once the gateway confirms it, sends a receipt with AD and BS dates, registration and PAN', async () => {
    const cause = await causeBySlug('birthday-cakes-for-bal-griha');
    const customer = await newCustomer('Gita Rai');
    const { started, back } = await giveWithEsewa(customer, cause.id, 1500, { anonymous: true, inHonourOf: 'my daughter Aayusha' });
    expect(back.url.pathname).toBe(`/donations/${cause.slug}`);
    expect(back.params.payment).toBe('paid');
    const after = await causeBySlug(cause.slug);
    expect(after.raised - cause.raised).toBe(150_000);
    expect(after.donorCount - cause.donorCount).toBe(1);

    const [row] = await db().select().from(donations).where(eq(donations.id, started.body.data.donationId));
    expect(row).toMatchObject({ status: 'paid', isAnonymous: true, inHonourOf: 'my daughter Aayusha', donorName: 'Gita Rai' });
    // The wall: "Anonymous", still counted.
    const wall = await callRoute(causeRoute, { url: `/api/V2/donations/${cause.slug}`, params: { slug: cause.slug } });
    expect(wall.body.data.donors[0]).toMatchObject({ name: 'Anonymous', amount: 150_000, inHonourOf: 'my daughter Aayusha' });

    const queued = await db().select().from(notifications).where(eq(notifications.event, 'donation.receipt'));
    expect(queued.filter((n) => n.subjectId === String(row!.id)).map((n) => n.channel).sort()).toEqual(['email']);
    const receipt = await noticeTemplate('donation.receipt')!(String(row!.id), {});
    expect(receipt!.email.text).toContain('रू 1,500');
    expect(receipt!.email.text).toMatch(/\d{1,2} \w{3} 20\d\d \(\d{1,2} \w+ 20[89]\d BS\)/);
    expect(receipt!.email.text).toContain(`PAN ${cause.pan}`);
    expect(receipt!.email.text).toContain(cause.registrationNo);
    expect(receipt!.email.text).toContain('my daughter Aayusha');

    // The same return again (a refresh) counts nothing more.
    const total = (await causeBySlug(cause.slug)).raised;
    expect((await comeBack('esewa', back.params)).url.pathname).toBeDefined();
    expect((await causeBySlug(cause.slug)).raised).toBe(total);
  });

  it('counts nothing for a cancelled payment, and pays through Khalti too', async () => {
    const cause = await causeBySlug('festival-meals-at-briddhashram');
    const customer = await newCustomer();
    const started = await donate(customer, { causeId: cause.id, amount: 450, gateway: 'khalti', anonymous: false });
    expect(started.status).toBe(201);
    const cancelled = await payOnKhalti(started.body.data.action.url, 'cancel');
    const back = await comeBack('khalti', cancelled.params);
    expect(back.params.payment).not.toBe('paid');
    expect((await causeBySlug(cause.slug)).raised).toBe(cause.raised);

    const again = await donate(customer, { causeId: cause.id, amount: 450, gateway: 'khalti', anonymous: false });
    const paid = await payOnKhalti(again.body.data.action.url, 'pay');
    expect((await comeBack('khalti', paid.params)).params.payment).toBe('paid');
    expect((await causeBySlug(cause.slug)).raised - cause.raised).toBe(45_000);
  });

  it('refuses visitors (401), bad amounts and gateways (400) and unknown causes (404)', async () => {
    const customer = await newCustomer();
    expect((await donate(null, { causeId: 1, amount: 500, gateway: 'esewa' })).status).toBe(401);
    const small = await donate(customer, { causeId: 1, amount: 50, gateway: 'esewa' });
    expect(small.status).toBe(400);
    expect(small.body.error.fields.amount).toMatch(/रू 100/);
    expect((await donate(customer, { causeId: 1, amount: 500, gateway: 'cod' })).status).toBe(400);
    expect((await donate(customer, { causeId: 1, amount: 12.5, gateway: 'esewa' })).status).toBe(400);
    expect((await donate(customer, { causeId: 999_999, amount: 500, gateway: 'esewa' })).status).toBe(404);
  });

  it('adds up 50 gifts paid at the same moment exactly', async () => {
    const cause = await causeBySlug('flood-relief-koshi');
    const donors = await Promise.all(Array.from({ length: 50 }, (_, i) => newCustomer(`Donor ${i}`)));
    const amounts = donors.map((_, i) => 100 + i * 37);
    const started = await Promise.all(donors.map((d, i) => donate(d, { causeId: cause.id, amount: amounts[i], gateway: 'esewa', anonymous: i % 3 === 0 })));
    expect(started.every((s) => s.status === 201)).toBe(true);
    const landings = await Promise.all(started.map((s) => payOnEsewa(s.body.data.action.fields, 'pay')));
    const backs = await Promise.all(landings.map((l) => comeBack('esewa', l.params)));
    expect(backs.every((b) => b.params.payment === 'paid')).toBe(true);
    const after = await causeBySlug(cause.slug);
    const expected = amounts.reduce((s, a) => s + a, 0) * 100;
    expect(after.raised - cause.raised).toBe(expected);
    expect(after.donorCount - cause.donorCount).toBe(50);
  }, 120_000);
});

describe('POST donations/cake-address', () => {
  it('puts the cause’s address in the customer’s book once; an order there counts as a cake given', async () => {
    const cause = await causeBySlug('birthday-cakes-for-bal-griha');
    const customer = await newCustomer();
    const first = await call(cakeAddressRoute, '/api/V2/donations/cake-address', customer, { body: { causeId: cause.id } });
    expect(first.status).toBe(200);
    const second = await call(cakeAddressRoute, '/api/V2/donations/cake-address', customer, { body: { causeId: cause.id } });
    expect(second.body.data.addressId).toBe(first.body.data.addressId);
    expect((await call(cakeAddressRoute, '/api/V2/donations/cake-address', null, { body: { causeId: cause.id } })).status).toBe(401);
    expect((await call(cakeAddressRoute, '/api/V2/donations/cake-address', customer, { body: { causeId: 'x' } })).status).toBe(400);

    await fillCart(customer.userId, (await giftProduct()).id, 1);
    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { body: await checkoutBody(first.body.data.addressId) });
    expect(placed.status).toBe(201);
    const after = await causeBySlug(cause.slug);
    expect(after.cakeCount - cause.cakeCount).toBe(1);
    expect(after.raised).toBe(cause.raised);
    const wall = await callRoute(causeRoute, { url: `/api/V2/donations/${cause.slug}`, params: { slug: cause.slug } });
    expect(wall.body.data.donors[0]).toMatchObject({ kind: 'cake' });

    // Cancelled: the cake leaves the wall and the counts.
    const cancelled = await call(cancelRoute, '/api/V2/cancellation-request', customer, { body: { orderId: placed.body.data.id, reasonId: 1 } });
    expect(cancelled.status).toBe(200);
    const back = await causeBySlug(cause.slug);
    expect([back.cakeCount, back.donorCount]).toEqual([cause.cakeCount, cause.donorCount]);
  });
});
