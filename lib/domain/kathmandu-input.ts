import { TZDate } from '@date-fns/tz';
import { formatKathmanduDate, KATHMANDU_TZ } from './kathmandu-time';

// The back office types dates as Kathmandu wall-clock time to the minute ('2026-11-28T18:30', what a
// datetime-local input gives), whatever the browser's or the server's zone; the database keeps the instant.

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** '2026-11-28T18:30' (Kathmandu) → the instant, or null when it is not a real minute of the calendar. */
export function kathmanduInputToInstant(value: string): Date | null {
  const match = INPUT.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const at = new TZDate(y, mo - 1, d, h, mi, 0, KATHMANDU_TZ);
  // 31 February rolls over to March: not a date anyone meant.
  if (at.getDate() !== d || at.getMonth() !== mo - 1) return null;
  return new Date(at.getTime());
}

/** An instant as a datetime-local value in Kathmandu time ('' for none). */
export function instantToKathmanduInput(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatKathmanduDate(value, "yyyy-MM-dd'T'HH:mm");
}
