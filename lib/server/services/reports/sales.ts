import 'server-only';
import { sql } from 'drizzle-orm';
import { averageOf, eachDayKey, type ReportPeriod, type SalesDay, type SalesReport } from '@/lib/domain/reports';
import { getDb } from '@/lib/server/db/client';
import { periodInstants } from './period';

// Orders and sales by the Kathmandu day they were placed. Sales are order totals (goods, less discounts, plus the
// delivery charge the customer paid) of every order that is not cancelled; the delivery charges are also given on
// their own so "goods only" is one subtraction away. Bounded by created_at on orders_created_idx (created_at, id).

type Row = { day: string; placed: number; cancelled: number; sales: string; delivery: string };

export async function salesReport(period: Pick<ReportPeriod, 'from' | 'to'>): Promise<SalesReport> {
  const { start, end } = periodInstants(period);
  const { rows } = await getDb().execute<Row>(sql`
    SELECT to_char(created_at AT TIME ZONE 'Asia/Kathmandu', 'YYYY-MM-DD') AS day,
           count(*)::int AS placed,
           count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
           coalesce(sum(total) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS sales,
           coalesce(sum(delivery_charge) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS delivery
      FROM orders
     WHERE created_at >= ${start.toISOString()}::timestamptz AND created_at < ${end.toISOString()}::timestamptz
     GROUP BY 1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days: SalesDay[] = eachDayKey(period.from, period.to).map((day) => {
    const row = byDay.get(day);
    const placed = row ? Number(row.placed) : 0;
    const cancelled = row ? Number(row.cancelled) : 0;
    return { day, placed, cancelled, counted: placed - cancelled, sales: row ? Number(row.sales) : 0, delivery: row ? Number(row.delivery) : 0 };
  });
  const sum = (pick: (day: SalesDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const totals = { placed: sum((d) => d.placed), cancelled: sum((d) => d.cancelled), counted: sum((d) => d.counted), sales: sum((d) => d.sales), delivery: sum((d) => d.delivery) };
  return { days, totals: { ...totals, averageOrder: averageOf(totals.sales, totals.counted) } };
}
