import { TZDate } from '@date-fns/tz';
import { addMonths, differenceInMonths } from 'date-fns';
import { KATHMANDU_TZ } from './kathmandu-time';

/**
 * Countdown text for contests, flash sales and campaigns (SPEC §9: months, days, hrs, mins and secs, at most 3 units).
 * Shows up to 3 units starting from the largest non-zero one, largest first, leaving out units that are zero inside
 * that window: '2 months 3 days 4 hrs', '5 hrs 3 mins 20 secs', '1 day 2 mins'. Singular for 1 ('1 hr', '1 min').
 * Months are calendar months on the Kathmandu calendar (10 Jan → 9 Feb is '30 days', → 10 Feb is '1 month'; date-fns
 * counts month ends as whole months, so 31 Jan → 28 Feb is '1 month').
 * Returns ENDED_TEXT once `to` is not after `from`.
 */
export const ENDED_TEXT = 'Ended';
const MAX_UNITS = 3;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const LABELS = [
  ['month', 'months'],
  ['day', 'days'],
  ['hr', 'hrs'],
  ['min', 'mins'],
  ['sec', 'secs'],
] as const;

/** [months, days, hours, minutes, seconds] between two instants (to after from). */
export function countdownParts(from: Date, to: Date): number[] {
  const start = new TZDate(from.getTime(), KATHMANDU_TZ);
  const end = new TZDate(to.getTime(), KATHMANDU_TZ);
  const months = Math.max(0, differenceInMonths(end, start));
  let rest = end.getTime() - addMonths(start, months).getTime();
  const days = Math.floor(rest / DAY);
  rest -= days * DAY;
  const hours = Math.floor(rest / HOUR);
  rest -= hours * HOUR;
  const minutes = Math.floor(rest / MINUTE);
  rest -= minutes * MINUTE;
  return [months, days, hours, minutes, Math.floor(rest / SECOND)];
}

export function countdownText(from: Date, to: Date): string {
  if (to.getTime() - from.getTime() < SECOND) return ENDED_TEXT;
  const parts = countdownParts(from, to);
  const first = parts.findIndex((value) => value > 0);
  if (first === -1) return ENDED_TEXT;
  const words: string[] = [];
  for (let i = first; i < Math.min(first + MAX_UNITS, parts.length); i++) {
    const value = parts[i] ?? 0;
    const label = LABELS[i];
    if (value > 0 && label) words.push(`${value} ${value === 1 ? label[0] : label[1]}`);
  }
  return words.join(' ');
}
