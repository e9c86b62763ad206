import { formatKathmanduDate } from './kathmandu-time';

// The road to the door (issue 24), as the rider's screen, dispatch and the customer's order page share it: why a
// delivery failed, how a name and a number are shown, and how long is left in the slot. Pure, so the server and the
// browser say the same thing.

/** The reasons a rider picks from when the cake could not be handed over (free text may be added or used instead). */
export const NOT_DELIVERED_REASONS = ['No one at home', 'Phone not answered', 'Wrong address', 'Customer refused the order', 'Could not reach the place'] as const;

/** The longest reason a rider may type. */
export const MAX_NOT_DELIVERED_NOTE = 300;

/** A person's first name: all the customer ever learns of the rider's name. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** A tap-to-call link for a Nepali number as the shop stores it (10-digit mobile, or already with +977). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  return /^9\d{9}$/.test(digits) ? `tel:+977${digits}` : `tel:${digits}`;
}

/** A map link to the address's pin (x is the longitude, y the latitude), or null when it has none. */
export function mapHref(point: { xCoord: number | null; yCoord: number | null }): string | null {
  if (point.xCoord === null || point.yCoord === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${point.yCoord},${point.xCoord}`;
}

export type ArrivalCountdown = {
  /** The end of the slot, Kathmandu time: '6 PM', '5:30 PM'. */
  by: string;
  /** Whole minutes until the slot ends (rounded up); 0 once it has passed. */
  minutesLeft: number;
  late: boolean;
  /** 'Arriving by 6 PM — 42 minutes left', or 'Running late — it was due by 6 PM'. */
  text: string;
};

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (hours === 0) return part(rest, 'minute');
  return rest === 0 ? part(hours, 'hour') : `${part(hours, 'hour')} ${part(rest, 'minute')}`;
}

/** How long is left before the slot ends, at `now` (both instants; the words in Kathmandu time). */
export function arrivalCountdown(endsAt: Date | string, now: Date): ArrivalCountdown {
  const end = new Date(endsAt);
  const by = formatKathmanduDate(end, formatKathmanduDate(end, 'mm') === '00' ? 'h a' : 'h:mm a');
  const minutesLeft = Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 60_000));
  if (minutesLeft === 0) return { by, minutesLeft: 0, late: true, text: `Running late — it was due by ${by}` };
  return { by, minutesLeft, late: false, text: `Arriving by ${by} — ${duration(minutesLeft)} left` };
}
