/** @jest-environment node */
import { arrivalCountdown, firstName, mapHref, telHref } from '@/lib/domain/delivery-road';

// The road's words (issue 24): the time left in a slot in Kathmandu time, the rider's first name, call and map links.

// 6 PM in Kathmandu (UTC+05:45) is 12:15 UTC.
const SIX_PM = new Date('2026-11-28T12:15:00Z');
const minutesBefore = (end: Date, minutes: number) => new Date(end.getTime() - minutes * 60_000);

test('minutes left in the slot, rounded up, with the end in Kathmandu time', () => {
  expect(arrivalCountdown(SIX_PM, minutesBefore(SIX_PM, 42))).toEqual({ by: '6 PM', minutesLeft: 42, late: false, text: 'Arriving by 6 PM — 42 minutes left' });
  expect(arrivalCountdown(SIX_PM, minutesBefore(SIX_PM, 41.5)).text).toBe('Arriving by 6 PM — 42 minutes left');
  expect(arrivalCountdown(SIX_PM, minutesBefore(SIX_PM, 1)).text).toBe('Arriving by 6 PM — 1 minute left');
  expect(arrivalCountdown(SIX_PM, minutesBefore(SIX_PM, 60)).text).toBe('Arriving by 6 PM — 1 hour left');
  expect(arrivalCountdown(SIX_PM.toISOString(), minutesBefore(SIX_PM, 185)).text).toBe('Arriving by 6 PM — 3 hours 5 minutes left');
});

test('a slot ending off the hour keeps its minutes', () => {
  const halfPast = new Date('2026-11-28T11:45:00Z'); // 5:30 PM Kathmandu
  expect(arrivalCountdown(halfPast, minutesBefore(halfPast, 10)).text).toBe('Arriving by 5:30 PM — 10 minutes left');
});

test('at and after the end of the slot: running late', () => {
  expect(arrivalCountdown(SIX_PM, SIX_PM)).toEqual({ by: '6 PM', minutesLeft: 0, late: true, text: 'Running late — it was due by 6 PM' });
  expect(arrivalCountdown(SIX_PM, new Date(SIX_PM.getTime() + 3_600_000)).late).toBe(true);
});

test('first names, call links and map links', () => {
  expect(firstName('  Ramesh  Bahadur Thapa ')).toBe('Ramesh');
  expect(telHref('9841234567')).toBe('tel:+9779841234567');
  expect(telHref('+977 984-1234567')).toBe('tel:+9779841234567');
  expect(telHref('01-4412345')).toBe('tel:014412345');
  expect(mapHref({ xCoord: 85.3422, yCoord: 27.6923 })).toBe('https://www.google.com/maps/search/?api=1&query=27.6923,85.3422');
  expect(mapHref({ xCoord: null, yCoord: 27.6923 })).toBeNull();
});
