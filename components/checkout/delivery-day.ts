import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';

/** '2026-11-22' → 'Sun, 22 Nov 2026': a Kathmandu calendar day as people read it (the API speaks ISO dates). */
export const deliveryDay = (dateKey: string): string => formatKathmanduDate(kathmanduDayStart(dateKey), 'EEE, d MMM yyyy');

/**
 * 'Sun, 22 Nov 2026 · Standard delivery, 9 AM – 12 PM': a chosen delivery as checkout and the orders show it. The
 * method's and slot's names are the server's (delivery methods live in the database), never a list kept here.
 */
export function deliveryWhen(dateKey: string, shown: { methodName: string; slotLabel: string } | null): string {
  return shown ? `${deliveryDay(dateKey)} · ${shown.methodName}, ${shown.slotLabel}` : deliveryDay(dateKey);
}
