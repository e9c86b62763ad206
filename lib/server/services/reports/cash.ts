import 'server-only';
import { sql } from 'drizzle-orm';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import type { CashCollectedRow, CashDueRow, ReportPeriod } from '@/lib/domain/reports';
import { getDb } from '@/lib/server/db/client';
import { periodInstants } from './period';

// Cash on delivery, per rider. Collected: what each rider took at the door (orders.cash_collected), by the Kathmandu
// day it was delivered. Still to collect: cash-on-delivery orders given to a rider, not paid, not delivered, not
// cancelled. Both are bounded by delivery_date (orders_delivery_slot_idx / orders_rider_date_idx), never the whole table.

/** A delivery is handed over around its delivery date: a midnight slot, a late one, an early one, a day either side. */
const HANDOVER_SLACK_DAYS = 1;

/**
 * How far back an undelivered order still counts as cash to collect. An order still "out" a month after its date is a
 * record to fix on its order page, not cash a rider carries; bounding it keeps the query's cost to recent days.
 */
export const CASH_DUE_LOOKBACK_DAYS = 31;

type CollectedSql = { day: string; rider_id: number; rider: string; deliveries: number; cash: string };

export async function cashCollected(period: Pick<ReportPeriod, 'from' | 'to'>): Promise<CashCollectedRow[]> {
  const { start, end } = periodInstants(period);
  const { rows } = await getDb().execute<CollectedSql>(sql`
    SELECT to_char(o.delivered_at AT TIME ZONE 'Asia/Kathmandu', 'YYYY-MM-DD') AS day, o.rider_id, u.name AS rider,
           count(*)::int AS deliveries, coalesce(sum(o.cash_collected), 0)::bigint AS cash
      FROM orders o
      JOIN users u ON u.id = o.rider_id
     WHERE o.delivery_date BETWEEN ${addDaysToKey(period.from, -HANDOVER_SLACK_DAYS)}::date AND ${addDaysToKey(period.to, HANDOVER_SLACK_DAYS)}::date
       AND o.delivered_at >= ${start.toISOString()}::timestamptz AND o.delivered_at < ${end.toISOString()}::timestamptz
       AND o.rider_id IS NOT NULL AND o.cash_collected IS NOT NULL
     GROUP BY 1, o.rider_id, u.name
     ORDER BY 1, u.name, o.rider_id`);
  return rows.map((r) => ({ day: r.day, riderId: r.rider_id, rider: r.rider, deliveries: Number(r.deliveries), cash: Number(r.cash) }));
}

type DueSql = { rider_id: number; rider: string; orders: number; amount: string };

export async function cashToCollect(now: Date = new Date()): Promise<CashDueRow[]> {
  const since = addDaysToKey(kathmanduDateKey(now), -CASH_DUE_LOOKBACK_DAYS);
  const { rows } = await getDb().execute<DueSql>(sql`
    SELECT o.rider_id, u.name AS rider, count(*)::int AS orders, coalesce(sum(o.total), 0)::bigint AS amount
      FROM orders o
      JOIN users u ON u.id = o.rider_id
     WHERE o.delivery_date >= ${since}::date
       AND o.rider_id IS NOT NULL AND o.status NOT IN ('delivered', 'cancelled')
       AND o.payment_method = 'cod' AND o.payment_status = 'unpaid'
     GROUP BY o.rider_id, u.name
     ORDER BY amount DESC, u.name, o.rider_id`);
  return rows.map((r) => ({ riderId: r.rider_id, rider: r.rider, orders: Number(r.orders), amount: Number(r.amount) }));
}
