import { toCsv } from './csv';
import { formatKathmanduDate } from './kathmandu-time';
import {
  rupeesForCsv,
  type CashCollectedRow,
  type CashDueRow,
  type AreaRow,
  type DeliveryTimes,
  type LateDelivery,
  type ProductRow,
  type ReportPeriod,
  type SalesReport,
  type SlotRow,
} from './reports';

// Each report's table as CSV: one header row naming every column with its unit (amounts are rupees with two decimals,
// "…_npr"; times are Kathmandu wall-clock), then one row per table row. Escaping (and formula-injection guarding of
// names a customer or staff member typed) is lib/domain/csv.ts's.

export const REPORT_NAMES = ['sales', 'slots', 'areas', 'top-products', 'delivery-times', 'late-deliveries', 'cash-collected', 'cash-to-collect'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const isReportName = (value: string): value is ReportName => (REPORT_NAMES as readonly string[]).includes(value);

export type ReportData = {
  sales: SalesReport;
  slots: SlotRow[];
  areas: AreaRow[];
  'top-products': ProductRow[];
  'delivery-times': DeliveryTimes;
  'late-deliveries': LateDelivery[];
  'cash-collected': CashCollectedRow[];
  'cash-to-collect': CashDueRow[];
};

type Cell = string | number | null;
const kathmandu = (iso: string) => formatKathmanduDate(iso, 'yyyy-MM-dd HH:mm');
const percent = (part: number, whole: number) => (whole > 0 ? (Math.round((part / whole) * 1000) / 10).toFixed(1) : '');

const TABLES: { [N in ReportName]: (data: ReportData[N]) => Cell[][] } = {
  sales: (report) => [
    ['date', 'orders_placed', 'orders_cancelled', 'orders_counted', 'sales_incl_delivery_npr', 'delivery_charges_npr', 'average_order_npr'],
    ...report.days.map((d) => [
      d.day,
      d.placed,
      d.cancelled,
      d.counted,
      rupeesForCsv(d.sales),
      rupeesForCsv(d.delivery),
      rupeesForCsv(d.counted ? Math.round(d.sales / d.counted) : 0),
    ]),
  ],
  slots: (rows) => [['delivery_method', 'slot', 'orders', 'sales_incl_delivery_npr'], ...rows.map((r) => [r.method, r.label, r.orders, rupeesForCsv(r.sales)])],
  areas: (rows) => [['area', 'city', 'orders', 'sales_incl_delivery_npr'], ...rows.map((r) => [r.area, r.city, r.orders, rupeesForCsv(r.sales)])],
  'top-products': (rows) => [
    ['rank', 'product', 'units', 'orders', 'line_sales_npr'],
    ...rows.map((r, index) => [index + 1, r.name, r.units, r.orders, rupeesForCsv(r.sales)]),
  ],
  'delivery-times': (report) => [
    ['delivery_date', 'delivered', 'average_minutes_placed_to_delivered', 'late', 'late_percent'],
    ...report.days.map((d) => [d.day, d.delivered, d.averageMinutes === null ? null : Math.round(d.averageMinutes), d.late, percent(d.late, d.delivered)]),
  ],
  'late-deliveries': (rows) => [
    ['order', 'delivery_date', 'slot', 'slot_ended_kathmandu', 'delivered_kathmandu', 'minutes_late', 'area', 'rider'],
    ...rows.map((r) => [r.number, r.deliveryDate, r.slotLabel, kathmandu(r.slotEndsAt), kathmandu(r.deliveredAt), r.minutesLate, r.area, r.rider]),
  ],
  'cash-collected': (rows) => [
    ['date', 'rider', 'cash_deliveries', 'cash_collected_npr'],
    ...rows.map((r) => [r.day, r.rider, r.deliveries, rupeesForCsv(r.cash)]),
  ],
  'cash-to-collect': (rows) => [['rider', 'orders', 'to_collect_npr'], ...rows.map((r) => [r.rider, r.orders, rupeesForCsv(r.amount)])],
};

/** The report's rows as CSV text (header first). */
export function reportCsv<N extends ReportName>(name: N, data: ReportData[N]): string {
  return toCsv(TABLES[name](data));
}

/** 'upahar-ghar-sales-2030-03-01-to-2030-03-31.csv'; one day: '…-sales-2030-03-03.csv'; `suffix` for variants. */
export function reportFilename(name: ReportName, period: Pick<ReportPeriod, 'from' | 'to'>, suffix = ''): string {
  const days = period.from === period.to ? period.from : `${period.from}-to-${period.to}`;
  return `upahar-ghar-${name}${suffix ? `-${suffix}` : ''}-${days}.csv`;
}
