import { eq } from 'drizzle-orm';
import { GET as returnRoute } from '@/app/api/V2/donations/return/[gateway]/route';
import { POST as donateRoute } from '@/app/api/V2/donations/route';
import { donationCauses } from '@/lib/server/db/schema';
import { causePageData, donationAddress, donationsPageData } from '@/lib/server/services/donations';
import { placeOrder, requestCancellation } from '@/lib/server/services/orders';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { isrPage, useNextCaches } from '../support/next-cache';
import { addressFor, call, checkoutBody, fillCart, giftProduct, newCustomer } from '../orders/support';
import { payOnEsewa } from '../payments/support/simulator-browser';
import { simulatorFetch } from '../payments/support/simulator-fetch';

jest.mock('next/cache', () => jest.requireActual('../support/next-cache').nextCacheModule);

// Issue 30: /donations and each cause's page /donations/{slug} are cached for everyone (ISR). What they show (raised,
// donors, cakes given, the walls) moves only when a gift is counted, so a copy lasts until then: a gift paid, a cake
// ordered to the cause's address, or that order cancelled ends every copy at once (the `donations` tag). Read as the
// production server serves them (tests/api/support/next-cache.ts), through the service the pages render from.

const { db } = useTestDatabase();
useNextCaches();
jest.setTimeout(60_000);

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

/** A cached page at `path`, rendered by `render`, counting the renders. */
function cachedPage<T>(path: string, render: () => Promise<T>) {
  let renders = 0;
  const read = () =>
    isrPage(path, async () => {
      renders += 1;
      return render();
    });
  return { read, renders: () => renders };
}

async function causeRow(slug: string) {
  const [row] = await db().select().from(donationCauses).where(eq(donationCauses.slug, slug));
  return row!;
}

describe('the cached donations pages', () => {
  it('a paid gift shows on the cause’s page and on /donations at once; until then the copies answer', async () => {
    const cause = await causeRow('flood-relief-koshi');
    const causePage = cachedPage(`/donations/${cause.slug}`, async () => (await causePageData(cause.slug, 1))!);
    const listPage = cachedPage('/donations', () => donationsPageData(1));
    const raisedOnList = async () => (await listPage.read()).causes.find((c) => c.id === cause.id)!.raised;

    expect((await causePage.read()).cause.raised).toBe(cause.raised);
    expect(await raisedOnList()).toBe(cause.raised);
    const customer = await newCustomer('Gita Thapa');
    const started = await call(donateRoute, '/api/V2/donations', customer, { body: { causeId: cause.id, amount: 500, gateway: 'esewa', anonymous: false } });
    expect(started.status).toBe(201);
    // Started, not paid: nothing counted, the copies still answer.
    expect((await causePage.read()).cause.raised).toBe(cause.raised);
    expect([causePage.renders(), listPage.renders()]).toEqual([1, 1]);

    const landing = await payOnEsewa(started.body.data.action.fields, 'pay');
    const back = await callRoute(returnRoute, { url: `/api/V2/donations/return/esewa?${new URLSearchParams(landing.params)}`, params: { gateway: 'esewa' } });
    expect(back.status).toBe(303);

    const after = await causePage.read();
    expect(after.cause.raised).toBe(cause.raised + 50_000);
    expect(after.cause.donorCount).toBe(cause.donorCount + 1);
    expect(after.wall.donors[0]).toMatchObject({ name: 'Gita Thapa', amount: 50_000 });
    expect(await raisedOnList()).toBe(cause.raised + 50_000);
    expect([causePage.renders(), listPage.renders()]).toEqual([2, 2]);
  });

  it('a cake ordered to the cause’s address shows at once, and its cancellation too', async () => {
    const cause = await causeRow('birthday-cakes-for-bal-griha');
    const causePage = cachedPage(`/donations/${cause.slug}`, async () => (await causePageData(cause.slug, 1))!);
    expect((await causePage.read()).cause.cakeCount).toBe(cause.cakeCount);

    const customer = await newCustomer();
    const { addressId } = await donationAddress(customer.userId, cause.id);
    await fillCart(customer.userId, (await giftProduct()).id, 1);
    const placed = await placeOrder(customer.userId, await checkoutBody(addressId));
    expect((await causePage.read()).cause.cakeCount).toBe(cause.cakeCount + 1);

    await requestCancellation(customer.userId, { orderId: placed.order.id, reasonId: 1 });
    expect((await causePage.read()).cause.cakeCount).toBe(cause.cakeCount);
    expect(causePage.renders()).toBe(3);
  });

  it('an order to an ordinary address leaves the copies alone', async () => {
    const cause = await causeRow('flood-relief-koshi');
    const causePage = cachedPage(`/donations/${cause.slug}`, async () => (await causePageData(cause.slug, 1))!);
    await causePage.read();
    const customer = await newCustomer();
    await fillCart(customer.userId, (await giftProduct()).id, 1);
    await placeOrder(customer.userId, await checkoutBody(await addressFor(customer.userId)));
    await causePage.read();
    expect(causePage.renders()).toBe(1);
  });

  it('an unknown cause is null (the page’s 404)', async () => {
    expect(await causePageData('no-such-cause', 1)).toBeNull();
  });
});
