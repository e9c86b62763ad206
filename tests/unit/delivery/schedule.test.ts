import { combinedLeadRule } from '@/lib/domain/delivery/lead-time';
import {
  addDaysToKey,
  earliestDelivery,
  firstDelivery,
  isValidDateKey,
  kathmanduIso,
  type PlaceRules,
  slotsForDate,
} from '@/lib/domain/delivery/schedule';
import type { DeliveryProduct } from '@/lib/domain/delivery/lead-time';
import { BANESHWOR, CAKE, GIFT, METHODS, noBookings, npt, POKHARA, READY_CAKE, STANDARD_ONLY } from './fixtures';

function first(now: Date, products: DeliveryProduct[], place: PlaceRules | null = BANESHWOR, booked = noBookings, methods = METHODS) {
  const earliest = earliestDelivery(now, combinedLeadRule(products), place);
  const result = firstDelivery({ now, methods, place, earliest, booked });
  if (!result) throw new Error('no delivery found');
  return { ...result, iso: kathmanduIso(result.at) };
}

function slots(now: Date, dateKey: string, products: DeliveryProduct[], place: PlaceRules | null = BANESHWOR, booked = noBookings) {
  const earliest = earliestDelivery(now, combinedLeadRule(products), place);
  return slotsForDate({ dateKey, methods: METHODS, place, now, earliest, booked });
}

const slotByLabel = (methods: ReturnType<typeof slots>, code: string, label: string) => {
  const slot = methods.find((m) => m.code === code)?.timeSlots.find((s) => s.label === label);
  if (!slot) throw new Error(`no slot ${code} ${label}`);
  return slot;
};

describe('first delivery date, in Kathmandu time', () => {
  it('treats 23:50 in Kathmandu (18:05 UTC the same day) as late evening: a fresh cake comes the next morning', () => {
    const now = new Date('2026-03-10T18:05:00Z');
    const result = first(now, [CAKE]);
    expect(result.dateKey).toBe('2026-03-11');
    expect(result.iso).toBe('2026-03-11T08:00:00+05:45');
    expect(result.methodCode).toBe('express');
  });

  it('treats 00:10 in Kathmandu (still the previous day in UTC) as the new day', () => {
    const now = new Date('2026-03-10T18:25:00Z'); // 00:10 on 11 March in Kathmandu
    const result = first(now, [READY_CAKE], BANESHWOR, noBookings, STANDARD_ONLY);
    expect(result.dateKey).toBe('2026-03-11');
    expect(result.iso).toBe('2026-03-11T09:00:00+05:45');
  });

  it('delivers gifts ordered at 17:59 the same day, and those ordered at 18:01 the next day (daily cut-off)', () => {
    const before = first(npt('17:59'), [GIFT]);
    expect(before.dateKey).toBe('2026-03-10');
    expect(before.iso).toBe('2026-03-10T20:00:00+05:45');

    const after = first(npt('18:01'), [GIFT]);
    expect(after.dateKey).toBe('2026-03-11');
    expect(after.iso).toBe('2026-03-11T08:00:00+05:45');
  });

  it('brings an urgent ready-made cake within about 3 hours', () => {
    const result = first(npt('10:00'), [READY_CAKE], BANESHWOR, noBookings, STANDARD_ONLY);
    expect(result.iso).toBe('2026-03-10T13:00:00+05:45');
  });

  it('waits for the longest lead time in the cart', () => {
    const result = first(npt('10:00'), [READY_CAKE, CAKE], BANESHWOR, noBookings, STANDARD_ONLY);
    expect(result.iso).toBe('2026-03-10T14:00:00+05:45');
  });

  it('offers the midnight slot to a cake ordered at 19:00 but not at 20:01', () => {
    const at19 = first(npt('19:00'), [CAKE]);
    expect(at19).toMatchObject({ dateKey: '2026-03-10', methodCode: 'midnight', iso: '2026-03-10T23:00:00+05:45' });

    const at2001 = first(npt('20:01'), [CAKE]);
    expect(at2001.dateKey).toBe('2026-03-11');
  });

  it('adds the transit days outside the valley, counted from tomorrow after the cut-off', () => {
    expect(first(npt('10:00'), [GIFT], POKHARA).dateKey).toBe('2026-03-12');
    expect(first(npt('18:30'), [GIFT], POKHARA).dateKey).toBe('2026-03-13');
    expect(first(npt('10:00'), [GIFT], POKHARA).methodCode).toBe('standard');
  });

  it('skips a fully booked slot', () => {
    expect(first(npt('10:00'), [CAKE], BANESHWOR, noBookings, STANDARD_ONLY).iso).toBe('2026-03-10T14:00:00+05:45');
    const full = (slotId: number, dateKey: string) => (slotId === 2 && dateKey === '2026-03-10' ? 40 : 0);
    const result = first(npt('10:00'), [CAKE], BANESHWOR, full, STANDARD_ONLY);
    expect(result.iso).toBe('2026-03-10T15:00:00+05:45');
  });

  it('crosses month and year ends on the Kathmandu calendar', () => {
    const result = first(new Date('2026-12-31T18:10:00Z'), [CAKE], BANESHWOR, noBookings, STANDARD_ONLY); // 23:55 NPT
    expect(result.dateKey).toBe('2027-01-01');
  });
});

describe('time slots for a date', () => {
  it('offers a slot only when it ends after now + the lead time', () => {
    const methods = slots(npt('10:30'), '2026-03-10', [CAKE]); // earliest 14:30
    expect(slotByLabel(methods, 'express', '8 AM – 10 AM')).toMatchObject({ available: false, reason: 'This time has passed.' });
    expect(slotByLabel(methods, 'standard', '9 AM – 12 PM')).toMatchObject({ available: false, reason: expect.stringMatching(/allow 4 hours/) });
    expect(slotByLabel(methods, 'standard', '12 PM – 3 PM')).toMatchObject({ available: true });

    const at1201 = slots(npt('12:01'), '2026-03-10', [CAKE]); // earliest 16:01
    const closed = slotByLabel(at1201, 'standard', '12 PM – 3 PM');
    expect(closed.available).toBe(false);
    expect(closed.reason).toMatch(/allow 4 hours/);
    expect(slotByLabel(at1201, 'standard', '3 PM – 6 PM').available).toBe(true);
  });

  it('closes full slots with a reason', () => {
    const booked = (slotId: number) => (slotId === 11 ? 20 : 0);
    const methods = slots(npt('10:00'), '2026-03-10', [CAKE], BANESHWOR, booked);
    expect(slotByLabel(methods, 'midnight', '11 PM – 12 AM (midnight)')).toMatchObject({ available: false, reason: 'This slot is fully booked.' });
  });

  it('describes the midnight slot as 23:00 to 00:00', () => {
    const slot = slotByLabel(slots(npt('10:00'), '2026-03-10', [CAKE]), 'midnight', '11 PM – 12 AM (midnight)');
    expect(slot).toMatchObject({ start: '23:00', end: '00:00', available: true });
  });

  it('offers every slot on a later day', () => {
    const methods = slots(npt('22:00'), '2026-03-11', [CAKE]);
    expect(methods.every((m) => m.timeSlots.every((s) => s.available))).toBe(true);
  });

  it('does not offer express or midnight delivery outside the valley', () => {
    const methods = slots(npt('10:00'), '2026-03-15', [GIFT], POKHARA);
    expect(methods.find((m) => m.code === 'midnight')).toMatchObject({ available: false, reason: expect.stringMatching(/inside Kathmandu valley/) });
    expect(methods.find((m) => m.code === 'express')?.timeSlots.every((s) => !s.available)).toBe(true);
    expect(methods.find((m) => m.code === 'standard')?.timeSlots.every((s) => s.available)).toBe(true);
  });

  it('explains why a day is too soon outside the valley', () => {
    const methods = slots(npt('10:00'), '2026-03-11', [GIFT], POKHARA);
    expect(slotByLabel(methods, 'standard', '9 AM – 12 PM')).toMatchObject({ available: false, reason: 'Delivery to Pokhara takes 2 days.' });
  });
});

describe('date keys', () => {
  it('accepts only real calendar days', () => {
    expect(isValidDateKey('2026-03-14')).toBe(true);
    expect(isValidDateKey('2028-02-29')).toBe(true);
    expect(isValidDateKey('2026-02-30')).toBe(false);
    expect(isValidDateKey('14-03-2026')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDaysToKey('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDaysToKey('2026-12-31', 2)).toBe('2027-01-02');
  });
});
