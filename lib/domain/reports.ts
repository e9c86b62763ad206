import { format } from 'date-fns';
import { kathmanduDateKey } from './kathmandu-time';

// The back office's reports (issue 24): which Kathmandu days a report covers, and the shapes of its tables. Pure, so
// the page, the API, the CSV and the tests agree on what "today" and "this month" mean (the Kathmandu calendar, never
// the server's) and on every figure's unit (integer paisa; rupees only where a person or a spreadsheet reads them).

export const REPORT_PERIODS = ['today', 'month', 'range'] as const;
export type ReportPeriodKind = (typeof REPORT_PERIODS)[number];

/** A year and a day: a leap year whole, and never more (the queries stay bounded by the dates asked for). */
export const MAX_REPORT_DAYS = 366;

/** Kathmandu calendar days, both ends included ('yyyy-MM-dd'). */
export type ReportPeriod = { kind: ReportPeriodKind; from: string; to: string; days: number; label: string };

export type PeriodInput = { period?: ReportPeriodKind; from?: string; to?: string };

export type PeriodResult = { ok: true; period: ReportPeriod } | { ok: false; message: string; fields: Record<string, string> };

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date key: calendar arithmetic with no time zone in it. */
export function dayNumber(key: string): number {
  const match = KEY.exec(key);
  if (!match) throw new RangeError(`Not a date key: ${key}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

export function keyOfDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Every day key from `from` to `to`, both included (a per-day table shows days without orders too). */
export function eachDayKey(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) days.push(keyOfDayNumber(day));
  return days;
}

/** The calendar day as a local Date at midnight: formatting it locally gives back the same day, whatever the zone. */
function calendarDate(key: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** '3 Mar 2030' for a day key (a calendar date: no zone can move it to another day). */
export const dayLabel = (key: string, pattern = 'd MMM yyyy'): string => format(calendarDate(key), pattern);

function lastDayOfMonth(key: string): string {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return keyOfDayNumber(Date.UTC(year, month, 0) / 86_400_000);
}

/**
 * The days a report covers: today or this month on the Kathmandu calendar at `now`, or the from–to range asked for
 * (at most MAX_REPORT_DAYS, `to` not before `from`). Without a period, dates given mean a range; none mean this month.
 */
export function resolvePeriod(input: PeriodInput, now: Date): PeriodResult {
  const kind: ReportPeriodKind = input.period ?? (input.from || input.to ? 'range' : 'month');
  const today = kathmanduDateKey(now);
  if (kind === 'today') return { ok: true, period: { kind, from: today, to: today, days: 1, label: `Today, ${dayLabel(today)}` } };
  if (kind === 'month') {
    const from = `${today.slice(0, 7)}-01`;
    const to = lastDayOfMonth(today);
    return { ok: true, period: { kind, from, to, days: dayNumber(to) - dayNumber(from) + 1, label: dayLabel(from, 'MMMM yyyy') } };
  }
  const fields: Record<string, string> = {};
  if (!input.from) fields.from = 'Choose the first day.';
  if (!input.to) fields.to = 'Choose the last day.';
  if (input.from && input.to) {
    const days = dayNumber(input.to) - dayNumber(input.from) + 1;
    if (days < 1) fields.to = 'The last day is before the first day.';
    else if (days > MAX_REPORT_DAYS) fields.to = `A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}.`;
    else {
      const label = input.from === input.to ? dayLabel(input.from) : `${dayLabel(input.from)} – ${dayLabel(input.to)}`;
      return { ok: true, period: { kind, from: input.from, to: input.to, days, label } };
    }
  }
  return { ok: false, message: Object.values(fields)[0] ?? 'Choose the days to report on.', fields };
}

/** Integer paisa as rupees with exactly two decimals, for CSV ('sales_npr'): 125050 → '1250.50'. No float maths. */
export function rupeesForCsv(paisa: number): string {
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paisa));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Whole paisa average, or 0 for no orders. */
export const averageOf = (sum: number, count: number): number => (count > 0 ? Math.round(sum / count) : 0);

/** '2 h 05 min', '45 min', '3 d 4 h' for a number of minutes (late deliveries, time to deliver). */
export function formatMinutes(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '–';
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return `${hours} h ${String(whole % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** A share as '12.5%' (one decimal), or '–' when there is nothing to share. */
export const formatShare = (share: number | null): string => (share === null ? '–' : `${(Math.round(share * 1000) / 10).toFixed(1)}%`);

// ---- The reports' rows (money: integer paisa) ----

/** Orders placed on one Kathmandu day. Sales count every order that is not cancelled, delivery charge included. */
export type SalesDay = { day: string; placed: number; cancelled: number; counted: number; sales: number; delivery: number };
export type SalesReport = { days: SalesDay[]; totals: Omit<SalesDay, 'day'> & { averageOrder: number } };

/** Deliveries booked for a slot on the period's delivery dates (cancelled orders left out). */
export type SlotRow = { slotId: number; method: string; label: string; orders: number; sales: number };

/** Deliveries to a place on the period's delivery dates (cancelled orders left out). */
export type AreaRow = { locationId: number; area: string; city: string | null; orders: number; sales: number };

/** A product's lines (kind 'product') on orders placed in the period and not cancelled; sales = line totals. */
export type ProductRow = { productId: number | null; name: string; units: number; sales: number; orders: number };
export type TopProducts = { byUnits: ProductRow[]; bySales: ProductRow[] };

/** Orders delivered for one delivery date: how long from placing to the door, and how many after the slot ended. */
export type DeliveryDay = { day: string; delivered: number; averageMinutes: number | null; late: number };
export type LateDelivery = {
  orderId: number;
  number: string;
  deliveryDate: string;
  slotLabel: string;
  slotEndsAt: string;
  deliveredAt: string;
  minutesLate: number;
  area: string;
  rider: string | null;
};
export type DeliveryTimes = {
  days: DeliveryDay[];
  delivered: number;
  averageMinutes: number | null;
  late: number;
  lateShare: number | null;
  latest: LateDelivery[];
};

/** Cash a rider handed over for deliveries on one Kathmandu day (by the day it was delivered). */
export type CashCollectedRow = { day: string; riderId: number; rider: string; deliveries: number; cash: number };
/** Cash on delivery still to collect on orders given to a rider and not delivered yet (now, not the period). */
export type CashDueRow = { riderId: number; rider: string; orders: number; amount: number };
