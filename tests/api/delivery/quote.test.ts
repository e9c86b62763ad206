import { and, eq } from 'drizzle-orm';
import { slotBookings } from '@/lib/server/db/schema';
import { quoteDelivery, releaseSlot, reserveSlot } from '@/lib/server/services/delivery';
import { refusalOf as refusal } from '../support/api-error';
import { useTestDatabase } from '../support/database';
import { placeId, sampleProducts, slotId } from './seeded';

const { db } = useTestDatabase();

// 10:00 on 10 March 2030 in Kathmandu.
const NOW = new Date('2030-03-10T04:15:00Z');

describe('quoteDelivery (checkout re-validates and prices delivery on the server)', () => {
  it('prices a valid choice: place charge + method premium, free above the threshold when told the real subtotal', async () => {
    const { cake } = await sampleProducts(db());
    const input = {
      locationId: await placeId(db(), 'jawalakhel'),
      items: [{ productId: cake.id, quantity: 1 }],
      method: 'midnight',
      deliveryDate: '2030-03-10',
      slotId: await slotId(db(), 'midnight', '11 PM – 12 AM (midnight)'),
      subtotal: 120000,
      now: NOW,
    };
    const quote = await quoteDelivery(input);
    expect(quote).toMatchObject({
      charge: 12000 + 50000,
      locationCharge: 12000,
      premium: 50000,
      freeDelivery: false,
      location: { name: 'Jawalakhel', city: 'Lalitpur' },
      method: { code: 'midnight' },
      slot: { startsAt: '2030-03-10T23:00:00+05:45', endsAt: '2030-03-11T00:00:00+05:45' },
      deliveryDate: '2030-03-10',
    });
    expect((await quoteDelivery({ ...input, subtotal: 300000 })).charge).toBe(50000);
  });

  it('refuses with 422 and the field at fault', async () => {
    const { cake } = await sampleProducts(db());
    const base = {
      locationId: await placeId(db(), 'jawalakhel'),
      items: [{ productId: cake.id, quantity: 1 }],
      method: 'standard',
      deliveryDate: '2030-03-10',
      slotId: await slotId(db(), 'standard', '3 PM – 6 PM'),
      now: NOW,
    };
    await expect(quoteDelivery(base)).resolves.toMatchObject({ charge: 12000 });

    const cases: Array<[Partial<typeof base> & { method?: string }, string, RegExp]> = [
      [{ slotId: await slotId(db(), 'standard', '9 AM – 12 PM') }, 'slotId', /allow 4 hours/],
      [{ slotId: await slotId(db(), 'express', '8 AM – 10 AM') }, 'slotId', /not one of Standard delivery’s slots/],
      [{ method: 'drone' }, 'method', /standard, express or midnight/],
      [{ deliveryDate: '2030-03-09' }, 'deliveryDate', /from today on/],
      [{ deliveryDate: '2030-06-01' }, 'deliveryDate', /60 days/],
      [{ locationId: 999999 }, 'locationId', /don’t deliver to that location/],
      [{ locationId: await placeId(db(), 'tansen'), method: 'standard' }, 'productIds', /can’t be delivered to Tansen/],
      [{ items: [{ productId: 999999, quantity: 1 }] }, 'productIds', /no longer sold/],
      [{ locationId: await placeId(db(), 'pokhara'), method: 'express', slotId: await slotId(db(), 'express', '8 AM – 10 AM') }, 'method', /inside Kathmandu valley/],
    ];
    for (const [change, field, message] of cases) {
      const error = await refusal(quoteDelivery({ ...base, ...change }));
      expect(error.status).toBe(422);
      expect(error.fields?.[field]).toMatch(message);
    }
    // 12 PM – 3 PM ends at 15:00, after the cake is ready (10:00 + 4 h): still offered.
    const noon = await slotId(db(), 'standard', '12 PM – 3 PM');
    await expect(quoteDelivery({ ...base, slotId: noon })).resolves.toMatchObject({ slot: { startsAt: '2030-03-10T12:00:00+05:45' } });
  });

  it('refuses a slot that is fully booked', async () => {
    const { gift } = await sampleProducts(db());
    const slot = await slotId(db(), 'express', '6 PM – 8 PM');
    await db().insert(slotBookings).values({ slotId: slot, deliveryDate: '2030-03-12', count: 8 });
    const error = await refusal(
      quoteDelivery({ locationId: await placeId(db(), 'thamel'), items: [{ productId: gift.id, quantity: 1 }], method: 'express', deliveryDate: '2030-03-12', slotId: slot, now: NOW }),
    );
    // A full slot is the conflict reserveSlot answers when the last place goes to another checkout (issue 24).
    expect(error).toMatchObject({ status: 409, code: 'slot_full' });
    expect(error.fields?.slotId).toBe('This slot is fully booked.');
  });
});

describe('reserveSlot', () => {
  const booked = async (slot: number, date: string) => {
    const [row] = await db().select().from(slotBookings).where(and(eq(slotBookings.slotId, slot), eq(slotBookings.deliveryDate, date)));
    return row?.count ?? 0;
  };

  it('never books past capacity, even with 30 checkouts at once for 20 places', async () => {
    const slot = await slotId(db(), 'midnight', '11 PM – 12 AM (midnight)'); // capacity 20
    const date = '2030-04-01';
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => db().transaction((tx) => reserveSlot(tx, { slotId: slot, deliveryDate: date }))),
    );
    const booked20 = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(booked20).toHaveLength(20);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 409, code: 'slot_full' });
    expect(await booked(slot, date)).toBe(20);
    expect(booked20.map((r) => (r as PromiseFulfilledResult<number>).value).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('rolls back with the order’s transaction, and gives capacity back on release', async () => {
    const slot = await slotId(db(), 'express', '8 AM – 10 AM'); // capacity 8
    const date = '2030-04-02';
    await expect(
      db().transaction(async (tx) => {
        await reserveSlot(tx, { slotId: slot, deliveryDate: date, count: 3 });
        throw new Error('payment set-up failed');
      }),
    ).rejects.toThrow('payment set-up failed');
    expect(await booked(slot, date)).toBe(0);

    await reserveSlot(db(), { slotId: slot, deliveryDate: date, count: 8 });
    await expect(reserveSlot(db(), { slotId: slot, deliveryDate: date })).rejects.toMatchObject({ status: 409 });
    await releaseSlot(db(), { slotId: slot, deliveryDate: date });
    expect(await reserveSlot(db(), { slotId: slot, deliveryDate: date })).toBe(8);
  });

  it('refuses more than a slot can ever hold on its first booking', async () => {
    const slot = await slotId(db(), 'express', '10 AM – 12 PM'); // capacity 8
    await expect(reserveSlot(db(), { slotId: slot, deliveryDate: '2030-04-03', count: 9 })).rejects.toMatchObject({ status: 409 });
    expect(await booked(slot, '2030-04-03')).toBe(0);
  });
});
