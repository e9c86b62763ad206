import { eq } from 'drizzle-orm';
import { POST as addRoute } from '@/app/api/V2/add-shipping-address/route';
import { GET as listRoute } from '@/app/api/V2/shipping-addresses/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { deliveryLocations } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { as, type Customer, fillCart, newCustomer, placeId, productOfType } from './customers';

// shipping-addresses?deliveryDate&isDonation&outlet=1: each address says whether that day works for it.

useTestDatabase();

type Info = { alias: string; delivery?: { deliveryDate: string; available: boolean; reason?: string }; outlet?: { name: string; distanceKm: number } | null };

let customer: Customer;
const today = () => kathmanduDateKey(new Date());

const byAlias = (info: Info[]) => Object.fromEntries(info.map((a) => [a.alias, a]));

beforeAll(async () => {
  customer = await newCustomer();
  const call = as(customer);
  const address = async (alias: string, slug: string) =>
    call(addRoute, '/api/V2/add-shipping-address', {
      body: { deliveryLocationId: await placeId(slug), alias, receiverName: 'Sita Sharma', phoneNumber: 9841234567 },
    });
  for (const [alias, slug] of [
    ['Baneshwor', 'new-baneshwor'],
    ['Tansen', 'tansen'], // no partner bakery: no cakes
    ['Pokhara', 'pokhara'], // two days away
  ] as const) {
    const res = await address(alias, slug);
    if (res.status !== 201) throw new Error(`address ${alias}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  // A cake in the cart: Tansen cannot receive it.
  await fillCart(customer.id, [(await productOfType('cake')).id]);
});

const list = (query: string) => as(customer)(listRoute, `/api/V2/shipping-addresses${query}`);

it('without a date, answers the addresses with no delivery verdict', async () => {
  const res = await list('');
  expect(res.status).toBe(200);
  expect(res.body.data.addressInfo).toHaveLength(3);
  expect(res.body.data.addressInfo[0].delivery).toBeUndefined();
});

it('says which addresses can get the cart’s cake on a day five days ahead, and why not', async () => {
  const date = addDaysToKey(today(), 5);
  const res = await list(`?deliveryDate=${date}`);
  expect(res.status).toBe(200);
  expect(res.body.data.deliveryDate).toBe(date);
  const info = byAlias(res.body.data.addressInfo);
  expect(info.Baneshwor?.delivery).toEqual({ deliveryDate: date, available: true });
  expect(info.Pokhara?.delivery).toEqual({ deliveryDate: date, available: true });
  expect(info.Tansen?.delivery?.available).toBe(false);
  expect(info.Tansen?.delivery?.reason).toMatch(/can’t be delivered to Tansen: we don’t deliver cakes there yet/);
});

it('says Pokhara is too far for tomorrow (two days of transit) while Baneshwor can', async () => {
  const date = addDaysToKey(today(), 1);
  const info = byAlias((await list(`?deliveryDate=${date}`)).body.data.addressInfo);
  expect(info.Baneshwor?.delivery?.available).toBe(true);
  expect(info.Pokhara?.delivery).toMatchObject({ available: false, reason: 'Delivery to Pokhara takes 2 days.' });
});

it('judges a donation without the cart: Tansen can receive one', async () => {
  const date = addDaysToKey(today(), 6);
  const info = byAlias((await list(`?deliveryDate=${date}&isDonation=1`)).body.data.addressInfo);
  expect(info.Tansen?.delivery).toEqual({ deliveryDate: date, available: true });
});

it('marks a past date as passed, and refuses one more than 60 days ahead', async () => {
  const yesterday = addDaysToKey(today(), -1);
  const info = byAlias((await list(`?deliveryDate=${yesterday}`)).body.data.addressInfo);
  expect(info.Baneshwor?.delivery).toMatchObject({ available: false, reason: 'This date has passed. Please choose another day.' });
  const far = await list(`?deliveryDate=${addDaysToKey(today(), 61)}`);
  expect(far.status).toBe(400);
  expect(far.body.error.fields.deliveryDate).toMatch(/within the next 60 days/);
});

it('keeps listing an address whose place we stopped serving, and says so', async () => {
  const other = await newCustomer();
  const dhulikhel = await placeId('dhulikhel');
  await as(other)(addRoute, '/api/V2/add-shipping-address', {
    body: { deliveryLocationId: dhulikhel, alias: 'Cottage', receiverName: 'Hari Karki', phoneNumber: 9812345678 },
  });
  await getDb().update(deliveryLocations).set({ isActive: false }).where(eq(deliveryLocations.id, dhulikhel));
  try {
    const date = addDaysToKey(today(), 5);
    const res = await as(other)(listRoute, `/api/V2/shipping-addresses?deliveryDate=${date}`);
    expect(res.body.data.addressInfo[0]).toMatchObject({ alias: 'Cottage', location: null, delivery: { available: false } });
    expect(res.body.data.addressInfo[0].delivery.reason).toMatch(/no longer deliver/);
  } finally {
    await getDb().update(deliveryLocations).set({ isActive: true }).where(eq(deliveryLocations.id, dhulikhel));
  }
});

it('with outlet=1, names the nearest of our shops for each address', async () => {
  const res = await list('?outlet=1');
  const info = byAlias(res.body.data.addressInfo);
  expect(info.Baneshwor?.outlet?.name).toEqual(expect.any(String));
  expect(info.Pokhara?.outlet).toBeDefined();
  expect(res.body.data.addressInfo[0].delivery).toBeUndefined();
  // A Kathmandu address is served from somewhere in the valley, not from a shop hundreds of km away.
  expect(info.Baneshwor?.outlet?.distanceKm).toBeLessThan(30);
});
