// Bikram Sambat (BS), Nepal's official calendar, for dates written on receipts beside the AD date. BS months do not
// follow a formula: each year's month lengths are published in advance, so they are a table. This one covers
// 2070–2090 BS (mid-April 2013 to mid-April 2034 AD); dates outside it answer null rather than a guess.
// Month lengths: the published calendars, as collected by remotemerge/nepali-date-converter (MIT); anchored at
// 1 Baisakh 2070 = 14 April 2013, and checked against known New Years (tests/unit/domain/bikram-sambat.test.ts).

export const BS_MONTHS = ['Baisakh', 'Jestha', 'Asar', 'Shrawan', 'Bhadra', 'Ashwin', 'Kartik', 'Mangsir', 'Poush', 'Magh', 'Falgun', 'Chaitra'] as const;

const FIRST_YEAR = 2070;
/** 1 Baisakh 2070 BS, as a UTC calendar day. */
const FIRST_DAY_UTC = Date.UTC(2013, 3, 14);
const DAY_MS = 24 * 60 * 60 * 1000;

const A = [31, 31, 31, 32, 31, 31, 29, 30, 30, 29, 30, 30];
const B = [31, 31, 32, 31, 31, 31, 30, 29, 30, 29, 30, 30];
const C = [31, 32, 31, 32, 31, 30, 30, 29, 30, 29, 30, 30];
const D = [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 31];
const E = [31, 31, 31, 32, 31, 31, 30, 29, 30, 29, 30, 30];
const F = [31, 32, 31, 32, 31, 30, 30, 30, 29, 29, 30, 30];
const G = [31, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31];
const H = [30, 32, 31, 32, 31, 30, 30, 30, 29, 30, 29, 31];
const I = [31, 31, 32, 32, 31, 30, 30, 29, 30, 29, 30, 30];

/** Days in each month of 2070 … 2090 BS. */
const MONTH_DAYS: readonly (readonly number[])[] = [
  A, B, C, D, E, B, F, G, E, B, // 2070–2079
  F, G, B, B, D, H, B, I, D, H, // 2080–2089
  B, // 2090
];

export const BS_FIRST_YEAR = FIRST_YEAR;
export const BS_LAST_YEAR = FIRST_YEAR + MONTH_DAYS.length - 1;

export type BsDate = { year: number; month: number; day: number };

/** The BS date of an AD calendar day given as 'yyyy-MM-dd' (e.g. a Kathmandu date key); null outside the table. */
export function adToBs(dateKey: string): BsDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!match) return null;
  let days = Math.round((Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - FIRST_DAY_UTC) / DAY_MS);
  if (days < 0) return null;
  for (let y = 0; y < MONTH_DAYS.length; y += 1) {
    const months = MONTH_DAYS[y]!;
    for (let m = 0; m < 12; m += 1) {
      const length = months[m]!;
      if (days < length) return { year: FIRST_YEAR + y, month: m + 1, day: days + 1 };
      days -= length;
    }
  }
  return null;
}

/** The AD calendar day ('yyyy-MM-dd') of a BS date; null for a date the table does not hold or that does not exist. */
export function bsToAd(date: BsDate): string | null {
  const y = date.year - FIRST_YEAR;
  const months = MONTH_DAYS[y];
  if (!months || date.month < 1 || date.month > 12 || date.day < 1 || date.day > months[date.month - 1]!) return null;
  let days = 0;
  for (let i = 0; i < y; i += 1) days += MONTH_DAYS[i]!.reduce((a, b) => a + b, 0);
  for (let m = 0; m < date.month - 1; m += 1) days += months[m]!;
  days += date.day - 1;
  return new Date(FIRST_DAY_UTC + days * DAY_MS).toISOString().slice(0, 10);
}

/** '10 Mangsir 2083 BS'. */
export function formatBs(date: BsDate): string {
  return `${date.day} ${BS_MONTHS[date.month - 1]} ${date.year} BS`;
}
