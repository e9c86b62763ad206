// What the demo shop runs "now" (the offers, the current campaign, the festival coupons, the gift vouchers) is dated
// from the day the database is seeded, not on fixed calendar days: a fixed end date would expire the demo's offers,
// and every test that uses them, on that day. What is meant to be over (an ended coupon, an expired voucher, last
// year's campaign) keeps its fixed past dates: the past stays past. Everything else in the seed is fixed.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the seeding day (UTC), so every row of one seed gets the same dates whatever second it is written. */
function seedDay(now: number): number {
  return Math.floor(now / DAY_MS) * DAY_MS;
}

/**
 * The last second of the Kathmandu day `days` after the seeding day (negative: before it): a closing date that is
 * always the same distance from the seed, whatever time of day it runs.
 */
export function endOfKathmanduDayFromSeed(days: number, now = Date.now()): Date {
  const kathmanduOffsetMs = (5 * 60 + 45) * 60 * 1000;
  const kathmanduDay = seedDay(now + kathmanduOffsetMs);
  return new Date(kathmanduDay + (days + 1) * DAY_MS - kathmanduOffsetMs - 1000);
}

/** Dates of something running from a year before the seed until ten years after it. */
export function runningDates(now = Date.now()): { startsAt: Date; endsAt: Date } {
  const day = seedDay(now);
  return { startsAt: new Date(day - 365 * DAY_MS), endsAt: new Date(day + 10 * 365 * DAY_MS) };
}

/**
 * The week of the next Nepali New Year (1 Baisakh, 14 April, Kathmandu time) that is at least 30 days after the seed:
 * a promotion that has not started yet, whatever day the database was seeded.
 */
export function nextNewYearWeek(now = Date.now()): { startsAt: Date; endsAt: Date } {
  let year = new Date(now).getUTCFullYear();
  const start = (y: number) => new Date(`${y}-04-14T00:00:00+05:45`);
  while (start(year).getTime() < now + 30 * DAY_MS) year += 1;
  const startsAt = start(year);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 7 * DAY_MS - 1000) };
}
