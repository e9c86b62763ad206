import { and, eq } from 'drizzle-orm';
import { POST as addRoute } from '@/app/api/V2/add-shipping-address/route';
import { POST as deleteRoute } from '@/app/api/V2/delete-shipping-address/route';
import { GET as listRoute } from '@/app/api/V2/shipping-addresses/route';
import { POST as updateRoute } from '@/app/api/V2/update-shipping-address/route';
import { getDb } from '@/lib/server/db/client';
import { shippingAddresses } from '@/lib/server/db/schema';
import { ADDRESS_MESSAGES, MAX_ADDRESSES } from '@/lib/validation/address';
import { useTestDatabase } from '../support/database';
import { as, type Customer, newCustomer, placeId } from './customers';

useTestDatabase();

let sita: Customer;
let ram: Customer;
let baneshwor: number;
let pokhara: number;

beforeAll(async () => {
  sita = await newCustomer('Sita Sharma');
  ram = await newCustomer('Ram Thapa');
  baneshwor = await placeId('new-baneshwor');
  pokhara = await placeId('pokhara');
});

const home = (overrides: Record<string, unknown> = {}) => ({
  deliveryLocationId: baneshwor,
  alias: 'Home',
  receiverName: 'Sita Sharma',
  phoneNumber: 9841234567,
  secondaryPhoneNumber: 9801234567,
  landmark: 'Opposite Bhatbhateni, blue gate',
  xCoord: 85.3422,
  yCoord: 27.6923,
  ...overrides,
});

const add = (who: Customer | null, body: unknown) => as(who)(addRoute, '/api/V2/add-shipping-address', { body });
const update = (who: Customer | null, body: unknown) => as(who)(updateRoute, '/api/V2/update-shipping-address', { body });
const remove = (who: Customer | null, body: unknown) => as(who)(deleteRoute, '/api/V2/delete-shipping-address', { body });
const list = (who: Customer | null, query = '') => as(who)(listRoute, `/api/V2/shipping-addresses${query}`);

describe('without a session', () => {
  it.each([
    ['shipping-addresses', () => list(null)],
    ['add-shipping-address', () => add(null, home())],
    ['update-shipping-address', () => update(null, { ...home(), addressId: 1 })],
    ['delete-shipping-address', () => remove(null, { addressId: 1 })],
  ])('%s answers 401 User is not authenticated', async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not authenticated');
  });
});

describe('add-shipping-address', () => {
  it('saves an address sent with integer phones and answers it with the place name and charge', async () => {
    const customer = await newCustomer();
    const res = await add(customer, home());
    expect(res.status).toBe(201);
    const address = res.body.data.address;
    expect(address).toMatchObject({
      deliveryLocationId: baneshwor,
      alias: 'Home',
      receiverName: 'Sita Sharma',
      phoneNumber: 9841234567,
      secondaryPhoneNumber: 9801234567,
      landmark: 'Opposite Bhatbhateni, blue gate',
      isDefault: true, // the first address is the default
      location: { id: baneshwor, name: 'New Baneshwor', city: 'Kathmandu', label: 'New Baneshwor, Kathmandu', charge: 100_00 },
    });
    expect(address.addressId).toBe(address.id);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('accepts phones typed as text with the country code, and no pin or second number', async () => {
    const customer = await newCustomer();
    const res = await add(customer, home({ phoneNumber: '+977 984-1234567', secondaryPhoneNumber: '', xCoord: null, yCoord: null, alias: '' }));
    expect(res.status).toBe(201);
    expect(res.body.data.address).toMatchObject({ phoneNumber: 9841234567, secondaryPhoneNumber: null, xCoord: null, yCoord: null, alias: 'Home' });
  });

  it.each([
    ['a landline-length number', { phoneNumber: 14412345 }, 'phoneNumber', ADDRESS_MESSAGES.phone],
    ['a number that is not a Nepali mobile', { phoneNumber: 1234567890 }, 'phoneNumber', ADDRESS_MESSAGES.phone],
    ['a bad second number', { secondaryPhoneNumber: 98412 }, 'secondaryPhoneNumber', ADDRESS_MESSAGES.phone],
    ['the same number twice', { secondaryPhoneNumber: 9841234567 }, 'secondaryPhoneNumber', ADDRESS_MESSAGES.secondarySame],
    ['a one-letter receiver', { receiverName: 'S' }, 'receiverName', ADDRESS_MESSAGES.receiverName],
    ['no receiver', { receiverName: undefined }, 'receiverName', ADDRESS_MESSAGES.receiverName],
    ['a very long landmark', { landmark: 'x'.repeat(201) }, 'landmark', ADDRESS_MESSAGES.landmark],
    ['a pin in India', { yCoord: 25.6, xCoord: 85.1 }, 'yCoord', ADDRESS_MESSAGES.latitude],
    ['a pin in Tibet', { yCoord: 27.7, xCoord: 89.5 }, 'xCoord', ADDRESS_MESSAGES.longitude],
    ['half a pin', { xCoord: undefined }, 'xCoord', ADDRESS_MESSAGES.pinPair],
    ['no place', { deliveryLocationId: undefined }, 'deliveryLocationId', ADDRESS_MESSAGES.location],
  ])('refuses %s with a 400 naming the field', async (_name, patch, field, message) => {
    const customer = await newCustomer();
    const res = await add(customer, home(patch));
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect(await list(customer).then((r) => r.body.data.addressInfo)).toEqual([]);
  });

  it('refuses a place we do not serve, and a region, with 422 on deliveryLocationId', async () => {
    const customer = await newCustomer();
    for (const id of [999_999, await placeId('kathmandu-valley')]) {
      const res = await add(customer, home({ deliveryLocationId: id, xCoord: null, yCoord: null }));
      expect(res.status).toBe(422);
      expect(res.body.error.fields.deliveryLocationId).toBe(ADDRESS_MESSAGES.location);
    }
  });

  it('refuses a pin far from the chosen area (Baneshwor pin, Pokhara chosen)', async () => {
    const customer = await newCustomer();
    const res = await add(customer, home({ deliveryLocationId: pokhara }));
    expect(res.status).toBe(422);
    expect(res.body.error.message).toMatch(/km from Pokhara/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await add(sita, 'not json');
    expect(res.status).toBe(400);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses, with a clear message`, async () => {
    const customer = await newCustomer();
    for (let i = 0; i < MAX_ADDRESSES; i++) {
      const res = await add(customer, home({ alias: `Place ${i + 1}` }));
      expect(res.status).toBe(201);
    }
    const refused = await add(customer, home({ alias: 'One too many' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('You can keep up to 20 addresses. Delete one you no longer use to add another.');
    // Deleting one makes room again.
    const first = (await list(customer)).body.data.addressInfo[0];
    expect((await remove(customer, { addressId: first.id })).status).toBe(200);
    expect((await add(customer, home({ alias: 'Now it fits' }))).status).toBe(201);
  });

  it('leaves exactly one default when several tabs save a default at once', async () => {
    const customer = await newCustomer();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => add(customer, home({ alias: `Tab ${n}`, isDefault: true }))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const addresses = (await list(customer)).body.data.addressInfo;
    expect(addresses).toHaveLength(5);
    expect(addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });
});

describe('shipping-addresses', () => {
  it('lists only my live addresses, the default first', async () => {
    const customer = await newCustomer();
    await add(customer, home({ alias: 'Home' }));
    await add(customer, home({ alias: 'Office', deliveryLocationId: pokhara, xCoord: 83.97, yCoord: 28.27 }));
    await add(ram, home({ alias: 'Ram’s flat' }));
    const res = await list(customer);
    expect(res.status).toBe(200);
    const aliases = res.body.data.addressInfo.map((a: { alias: string }) => a.alias);
    expect(aliases).toEqual(['Home', 'Office']);
    expect(res.body.data.addressInfo[1].location).toMatchObject({ name: 'Pokhara', charge: 400_00, leadDays: 2 });
  });

  it('refuses a malformed query with 400', async () => {
    expect((await list(sita, '?deliveryDate=2026-02-30')).status).toBe(400);
    expect((await list(sita, '?outlet=maybe')).status).toBe(400);
  });
});

describe('update-shipping-address', () => {
  it('changes my address and can move the default to it', async () => {
    const customer = await newCustomer();
    const first = (await add(customer, home({ alias: 'Home' }))).body.data.address;
    const second = (await add(customer, home({ alias: 'Office' }))).body.data.address;
    expect(second.isDefault).toBe(false);

    const res = await update(customer, home({ addressId: second.id, alias: 'Work', receiverName: 'Hari Karki', phoneNumber: 9812345678, isDefault: true }));
    expect(res.status).toBe(200);
    expect(res.body.data.address).toMatchObject({ id: second.id, alias: 'Work', receiverName: 'Hari Karki', phoneNumber: 9812345678, isDefault: true });

    const addresses = (await list(customer)).body.data.addressInfo;
    expect(addresses.map((a: { id: number; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('answers 404 for another customer’s address and leaves it unchanged', async () => {
    const theirs = (await add(ram, home({ alias: 'Ram home', receiverName: 'Ram Thapa' }))).body.data.address;
    const res = await update(sita, home({ addressId: theirs.id, receiverName: 'Someone Else' }));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Address not found');
    const [row] = await getDb().select().from(shippingAddresses).where(eq(shippingAddresses.id, theirs.id));
    expect(row?.receiverName).toBe('Ram Thapa');
  });

  it('refuses bad input with 400', async () => {
    const res = await update(sita, home({ addressId: 'abc', phoneNumber: 12 }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ addressId: ADDRESS_MESSAGES.addressId, phoneNumber: ADDRESS_MESSAGES.phone });
  });
});

describe('delete-shipping-address', () => {
  it('removes my address from the list but keeps the row for past orders, and promotes a new default', async () => {
    const customer = await newCustomer();
    const first = (await add(customer, home({ alias: 'Home' }))).body.data.address;
    const second = (await add(customer, home({ alias: 'Office' }))).body.data.address;

    const res = await remove(customer, { addressId: first.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ addressId: first.id, newDefaultId: second.id });

    const addresses = (await list(customer)).body.data.addressInfo;
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ id: second.id, isDefault: true });
    const [row] = await getDb().select().from(shippingAddresses).where(eq(shippingAddresses.id, first.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Gone is gone: a second delete or an update of it is a 404.
    expect((await remove(customer, { addressId: first.id })).status).toBe(404);
    expect((await update(customer, home({ addressId: first.id }))).status).toBe(404);
  });

  it('answers 404 for another customer’s address and does not delete it', async () => {
    const theirs = (await add(ram, home({ alias: 'Keep me' }))).body.data.address;
    const res = await remove(sita, { addressId: theirs.id });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Address not found');
    const [row] = await getDb()
      .select()
      .from(shippingAddresses)
      .where(and(eq(shippingAddresses.id, theirs.id)));
    expect(row?.deletedAt).toBeNull();
  });

  it('refuses a missing or non-numeric addressId with 400', async () => {
    expect((await remove(sita, {})).status).toBe(400);
    const res = await remove(sita, { addressId: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.addressId).toBe(ADDRESS_MESSAGES.addressId);
  });
});
