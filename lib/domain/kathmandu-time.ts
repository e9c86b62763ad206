import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Every delivery rule runs on Kathmandu time (UTC+05:45, no daylight saving). Always go through the tz database
 * (TZDate) — never add 5h45m by hand — so the rules keep working if the offset ever changes and so that
 * `new Date()` on a server in any zone gives the same answer.
 */
export const KATHMANDU_TZ = 'Asia/Kathmandu';

/** The current instant, viewed in Kathmandu (getHours(), getDate()… are Kathmandu wall-clock values). */
export function nowInKathmandu(): TZDate {
  return TZDate.tz(KATHMANDU_TZ);
}

/** Any instant viewed in Kathmandu. */
export function inKathmandu(date: Date | number | string): TZDate {
  return new TZDate(new Date(date).getTime(), KATHMANDU_TZ);
}

/** Format an instant as Kathmandu wall-clock time with a date-fns pattern, e.g. 'yyyy-MM-dd HH:mm'. */
export function formatKathmanduDate(date: Date | number | string, pattern: string): string {
  return format(inKathmandu(date), pattern);
}

/** 'yyyy-MM-dd' of the Kathmandu calendar day containing the instant (the key for delivery dates). */
export function kathmanduDateKey(date: Date | number | string): string {
  return formatKathmanduDate(date, 'yyyy-MM-dd');
}
