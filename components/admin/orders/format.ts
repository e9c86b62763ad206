import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';

// Dates and times on the back office's order screens, always in Kathmandu time whatever the browser's zone.

/** '27 Nov, 14:05' (the list) or '27 Nov 2026, 14:05' (the order page). */
export const kathmanduTime = (iso: string, withYear = false): string => formatKathmanduDate(iso, withYear ? 'd MMM yyyy, HH:mm' : 'd MMM, HH:mm');

/** 'Sat 28 Nov' for a delivery date key. */
export const deliveryDay = (dateKey: string, withYear = false): string =>
  formatKathmanduDate(kathmanduDayStart(dateKey), withYear ? 'EEEE d MMMM yyyy' : 'EEE d MMM');

export const DELIVERY_METHOD_NAMES: Record<string, string> = { standard: 'Standard', express: 'Express', midnight: 'Midnight' };

export const deliveryMethodName = (code: string): string => DELIVERY_METHOD_NAMES[code] ?? code;
