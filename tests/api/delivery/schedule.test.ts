import { POST as postFirstDate } from '@/app/api/V2/first-delivery-date/route';
import { POST as postCharge } from '@/app/api/V2/delivery-charge/route';
import { POST as postMethods } from '@/app/api/V2/delivery-methods-time-slot/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { slotBookings } from '@/lib/server/db/schema';
import { deliveryMethodsTimeSlot, firstDeliveryDate } from '@/lib/server/services/delivery';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { placeId, sampleProducts, slotId } from './seeded';

const { db } = useTestDatabase();

const post = (handler: typeof postFirstDate, path: string, body: unknown) => callRoute(handler, { url: `/api/V2/${path}`, method: 'POST', body });
const firstDate = (body: unknown) => post(postFirstDate, 'first-delivery-date', body);
const charge = (body: unknown) => post(postCharge, 'delivery-charge', body);
const methods = (body: unknown) => post(postMethods, 'delivery-methods-time-slot', body);

const today = () => kathmanduDateKey(new Date());
const ISO_NPT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+05:45$/;

type Slot = { id: number; label: string; start: string; end: string; available: boolean; reason?: string };
type Method = { id: number; code: string; name: string; charge: number; available: boolean; reason?: string; timeSlots: Slot[] };

describe('POST first-delivery-date', () => {
  it('answers the first date and time in Kathmandu time', async () => {
    const { cake } = await sampleProducts(db());
    const { status, body } = await firstDate({ productIds: [cake.id] });
    expect(status).toBe(200);
    expect(body.data.firstDeliveryDateTime).toMatch(ISO_NPT);
    expect(body.data.firstDeliveryDateTime.slice(0, 10)).toBe(body.data.firstDeliveryDate);
    expect(body.data.firstDeliveryDate >= today()).toBe(true);
    expect(body.data.firstDeliveryDate <= addDaysToKey(today(), 1)).toBe(true);
  });

  it('adds the transit days for a city outside the valley', async () => {
    const { gift } = await sampleProducts(db());
    const { body } = await firstDate({ productIds: [gift.id], locationId: await placeId(db(), 'pokhara') });
    expect(body.data.firstDeliveryDate >= addDaysToKey(today(), 2)).toBe(true);
    expect(body.data.deliveryMethod).toBe('standard');
  });

  it('moves a cake ordered at 23:50 in Kathmandu (18:05 UTC) to the next morning', async () => {
    const { cake } = await sampleProducts(db());
    const result = await firstDeliveryDate({ productIds: [cake.id], now: new Date('2030-03-10T18:05:00Z') });
    expect(result.firstDeliveryDate).toBe('2030-03-11');
    expect(result.firstDeliveryDateTime).toBe('2030-03-11T08:00:00+05:45');
  });

  it('refuses bad input (400), unknown places and products (404) and places that cannot receive the products (422)', async () => {
    const { cake } = await sampleProducts(db());
    const empty = await firstDate({ productIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.productIds).toBeDefined();
    expect((await firstDate({ productIds: ['x'] })).status).toBe(400);
    expect((await firstDate({ productIds: [cake.id], locationId: 999999 })).status).toBe(404);
    expect((await firstDate({ productIds: [999999] })).status).toBe(404);
    const tansen = await firstDate({ productIds: [cake.id], locationId: await placeId(db(), 'tansen') });
    expect(tansen.status).toBe(422);
    expect(tansen.body.error.message).toMatch(/can’t be delivered to Tansen/);
  });
});

describe('POST delivery-charge', () => {
  it('charges the place’s fee below the free-delivery threshold and explains it', async () => {
    const { gift } = await sampleProducts(db());
    const { status, body } = await charge({ locationId: await placeId(db(), 'thamel'), cartItems: [{ productId: gift.id, quantity: 1 }] });
    expect(status).toBe(200);
    expect(gift.unitPrice).toBeLessThan(250000);
    expect(body.data).toMatchObject({ duration: 'Same day', charge: 10000, minMethodCharge: 10000, deliveryMethod: 'standard', freeDelivery: false });
    expect(body.data.chargeInfo).toMatch(/^Delivery to Thamel costs रू 100\. Add रू [\d,.]+ more for free delivery\.$/);
    expect(body.data.firstDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('makes valley delivery free above the threshold but keeps the midnight premium', async () => {
    const { gift } = await sampleProducts(db());
    const quantity = Math.ceil(250000 / gift.unitPrice);
    const place = await placeId(db(), 'new-baneshwor');
    const free = await charge({ locationId: place, cartItems: [{ productId: gift.id, quantity }] });
    expect(free.body.data).toMatchObject({ charge: 0, minMethodCharge: 0, freeDelivery: true });
    const midnight = await charge({ locationId: place, cartItems: [{ productId: gift.id, quantity }], deliveryMethod: 'midnight' });
    expect(midnight.body.data).toMatchObject({ charge: 50000, premium: 50000, minMethodCharge: 0 });
    expect(midnight.body.data.chargeInfo).toContain('Midnight delivery adds रू 500.');
  });

  it('charges outside the valley with its duration, and refuses midnight delivery there', async () => {
    const { gift } = await sampleProducts(db());
    const pokhara = await placeId(db(), 'pokhara');
    const { body } = await charge({ locationId: pokhara, cartItems: [{ productId: gift.id, quantity: 20 }] });
    expect(body.data).toMatchObject({ charge: 40000, duration: 'Delivered in 2 days', freeDelivery: false });
    const midnight = await charge({ locationId: pokhara, cartItems: [{ productId: gift.id, quantity: 1 }], deliveryMethod: 'midnight' });
    expect(midnight.status).toBe(422);
    expect(midnight.body.error.fields.deliveryMethod).toMatch(/inside Kathmandu valley/);
  });

  it('refuses bad input (400) and unknown places (404)', async () => {
    const { gift } = await sampleProducts(db());
    const thamel = await placeId(db(), 'thamel');
    const bad = [
      { locationId: thamel },
      { locationId: thamel, cartItems: [] },
      { locationId: thamel, cartItems: [{ productId: gift.id, quantity: 0 }] },
      { locationId: thamel, cartItems: [{ productId: gift.id, quantity: 1 }], deliveryMethod: 'drone' },
    ];
    for (const body of bad) expect((await charge(body)).status).toBe(400);
    expect((await charge({ locationId: 999999, cartItems: [{ productId: gift.id, quantity: 1 }] })).status).toBe(404);
  });
});

describe('POST delivery-methods-time-slot', () => {
  it('lists standard, express and midnight with their charges; every slot is open a few days ahead', async () => {
    const { cake } = await sampleProducts(db());
    const deliveryDate = addDaysToKey(today(), 3);
    const { status, body } = await methods({ locationId: await placeId(db(), 'new-baneshwor'), deliveryDate, productIds: [cake.id] });
    expect(status).toBe(200);
    const list = body.data.deliveryMethods as Method[];
    expect(list.map((m) => m.code)).toEqual(['standard', 'express', 'midnight']);
    const byCode = Object.fromEntries(list.map((m) => [m.code, m]));
    const base = cake.unitPrice >= 250000 ? 0 : 10000;
    expect(byCode.standard?.charge).toBe(base);
    expect(byCode.express?.charge).toBe(base + 15000);
    expect(byCode.midnight?.charge).toBe(base + 50000);
    expect(byCode.midnight?.timeSlots).toEqual([{ id: expect.any(Number), label: '11 PM – 12 AM (midnight)', start: '23:00', end: '00:00', available: true }]);
    expect(list.every((m) => m.timeSlots.every((s) => s.available))).toBe(true);
  });

  it('closes slots that end before now + the lead time, and full slots (Kathmandu time)', async () => {
    const { cake } = await sampleProducts(db());
    const midnight = await slotId(db(), 'midnight', '11 PM – 12 AM (midnight)');
    await db().insert(slotBookings).values({ slotId: midnight, deliveryDate: '2030-03-10', count: 20 });
    // 12:01 in Kathmandu: a fresh cake is ready at 16:01.
    const result = await deliveryMethodsTimeSlot({
      locationId: await placeId(db(), 'new-baneshwor'),
      deliveryDate: '2030-03-10',
      productIds: [cake.id],
      now: new Date('2030-03-10T06:16:00Z'),
    });
    const standard = result.deliveryMethods.find((m) => m.code === 'standard')!;
    expect(standard.timeSlots.map((s) => [s.label, s.available])).toEqual([
      ['9 AM – 12 PM', false],
      ['12 PM – 3 PM', false],
      ['3 PM – 6 PM', true],
      ['6 PM – 9 PM', true],
    ]);
    expect(standard.timeSlots[1]?.reason).toMatch(/allow 4 hours/);
    const midnightSlot = result.deliveryMethods.find((m) => m.code === 'midnight')!.timeSlots[0];
    expect(midnightSlot).toMatchObject({ available: false, reason: 'This slot is fully booked.' });
  });

  it('marks express and midnight unavailable outside the valley', async () => {
    const { gift } = await sampleProducts(db());
    const { body } = await methods({ locationId: await placeId(db(), 'pokhara'), deliveryDate: addDaysToKey(today(), 5), productIds: [gift.id] });
    const list = body.data.deliveryMethods as Method[];
    expect(list.find((m) => m.code === 'midnight')).toMatchObject({ available: false, reason: expect.stringMatching(/inside Kathmandu valley/) });
    expect(list.find((m) => m.code === 'standard')?.timeSlots.every((s) => s.available)).toBe(true);
  });

  it('refuses bad dates and input (400) and unknown places (404)', async () => {
    const { cake } = await sampleProducts(db());
    const place = await placeId(db(), 'new-baneshwor');
    const tooFar = await methods({ locationId: place, deliveryDate: addDaysToKey(today(), 61), productIds: [cake.id] });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error.fields.deliveryDate).toMatch(/60 days/);
    expect((await methods({ locationId: place, deliveryDate: '2026-02-30', productIds: [cake.id] })).status).toBe(400);
    expect((await methods({ locationId: place, deliveryDate: '14/03/2026', productIds: [cake.id] })).status).toBe(400);
    expect((await methods({ locationId: place, productIds: [cake.id] })).status).toBe(400);
    expect((await methods({ locationId: 999999, deliveryDate: addDaysToKey(today(), 1), productIds: [cake.id] })).status).toBe(404);
  });
});
