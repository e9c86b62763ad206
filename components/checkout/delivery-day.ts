import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';

/** '2026-11-22' → 'Sun, 22 Nov 2026': a Kathmandu calendar day as people read it (the API speaks ISO dates). */
export const deliveryDay = (dateKey: string): string => formatKathmanduDate(kathmanduDayStart(dateKey), 'EEE, d MMM yyyy');

const METHOD_NAMES: Record<string, string> = { standard: 'Standard delivery', express: 'Express delivery', midnight: 'Midnight delivery' };

/** 'midnight' → 'Midnight delivery' (unknown codes are shown as they are). */
export const deliveryMethodName = (code: string): string => METHOD_NAMES[code] ?? code;
