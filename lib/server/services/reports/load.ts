import 'server-only';
import type { ReportData, ReportName } from '@/lib/domain/reports-csv';
import type { ReportPeriod, TopProducts } from '@/lib/domain/reports';
import { cashCollected, cashToCollect } from './cash';
import { deliveryTimes, lateDeliveries } from './deliveries';
import { areasReport, slotsReport } from './places';
import { topProducts } from './products';
import { salesReport } from './sales';

// One report by name (the API's JSON and CSV) or all of them (the reports page). A screen shows the first rows of
// the long lists; a download carries up to the export limit (still bounded: the period's days bound the rows).

export const SCREEN_ROWS = 10;
export const EXPORT_ROWS = 1000;

export type ReportOptions = { now?: Date; by?: 'units' | 'sales'; rows?: number };

export async function loadReport<N extends ReportName>(name: N, period: ReportPeriod, options: ReportOptions = {}): Promise<ReportData[N]> {
  const rows = options.rows ?? EXPORT_ROWS;
  const load: { [K in ReportName]: () => Promise<ReportData[K]> } = {
    sales: () => salesReport(period),
    slots: () => slotsReport(period),
    areas: () => areasReport(period),
    'top-products': () => topProducts(period, options.by ?? 'units', rows),
    'delivery-times': () => deliveryTimes(period, Math.min(rows, SCREEN_ROWS)),
    'late-deliveries': () => lateDeliveries(period, rows),
    'cash-collected': () => cashCollected(period),
    'cash-to-collect': () => cashToCollect(options.now),
  };
  return load[name]() as Promise<ReportData[N]>;
}

export type AllReports = {
  period: ReportPeriod;
  sales: ReportData['sales'];
  slots: ReportData['slots'];
  areas: ReportData['areas'];
  topProducts: TopProducts;
  deliveryTimes: ReportData['delivery-times'];
  cashCollected: ReportData['cash-collected'];
  cashToCollect: ReportData['cash-to-collect'];
};

/**
 * Every report for the period, as the reports page shows them (the latest late deliveries sit in deliveryTimes). One
 * query at a time: eight at once would take most of the pool (10) the storefront's requests share, for a page a few
 * people open; one after another they take about 0.1–0.3 s on a month (EXPLAIN at 548,000 orders, README).
 */
export async function loadAllReports(period: ReportPeriod, now: Date = new Date()): Promise<AllReports> {
  const sales = await salesReport(period);
  const slots = await slotsReport(period);
  const areas = await areasReport(period);
  const byUnits = await topProducts(period, 'units', SCREEN_ROWS);
  const bySales = await topProducts(period, 'sales', SCREEN_ROWS);
  const times = await deliveryTimes(period, SCREEN_ROWS);
  const collected = await cashCollected(period);
  const due = await cashToCollect(now);
  return { period, sales, slots, areas, topProducts: { byUnits, bySales }, deliveryTimes: times, cashCollected: collected, cashToCollect: due };
}
