import 'server-only';
import { sql } from 'drizzle-orm';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import type { KitchenSlotToday, OrderStateCounts, RiderSlotToday, TodayOrderCounts, TodayOverview } from '@/lib/domain/reports-today';
import { can, type StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { periodInstants } from './period';
import { salesReport } from './sales';

// What the back office's home page ("Today") counts, in Kathmandu today: only what the role may see is asked for.
// Every query is bounded by delivery_date (orders_delivery_slot_idx, orders_rider_date_idx) or by a partial index
// (orders_refund_due_idx), so the page costs the same on the shop's first day and its thousandth.

/** Orders still in the works are counted from delivery dates this many days back (older ones are records to fix). */
export const WORKING_LOOKBACK_DAYS = 7;

const WORKING = ['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery'] as const;


type StateSql = { status: string; total: number; today: number; late: number; delivered_today: number };

export async function todayOrderCounts(now: Date): Promise<TodayOrderCounts> {
  const today = kathmanduDateKey(now);
  const { start, end } = periodInstants({ from: today, to: today });
  const db = getDb();
  const [{ rows }, refunds] = await Promise.all([
    db.execute<StateSql>(sql`
      SELECT status::text AS status, count(*)::int AS total,
             count(*) FILTER (WHERE delivery_date = ${today}::date)::int AS today,
             count(*) FILTER (WHERE status = 'out_for_delivery' AND slot_ends_at < ${now.toISOString()}::timestamptz)::int AS late,
             count(*) FILTER (WHERE status = 'delivered' AND delivered_at >= ${start.toISOString()}::timestamptz
                                AND delivered_at < ${end.toISOString()}::timestamptz)::int AS delivered_today
        FROM orders
       WHERE delivery_date >= ${addDaysToKey(today, -WORKING_LOOKBACK_DAYS)}::date AND status <> 'cancelled'
       GROUP BY status`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE refund_status = 'due'`),
  ]);
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const states = Object.fromEntries(
    WORKING.map((status) => [status, { all: Number(byStatus.get(status)?.total ?? 0), today: Number(byStatus.get(status)?.today ?? 0) }]),
  ) as OrderStateCounts;
  return {
    ...states,
    lateNow: Number(byStatus.get('out_for_delivery')?.late ?? 0),
    deliveredToday: Number(byStatus.get('delivered')?.delivered_today ?? 0),
    refundsDue: Number(refunds.rows[0]?.n ?? 0),
  };
}

type KitchenSql = { slot_id: number; method: string; label: string; to_bake: number; cakes_to_bake: number; baking: number; done: number };

/** Today's slots as the kitchen sees them: orders (and cakes in them) still to bake, in the oven, and done. */
export async function kitchenToday(now: Date): Promise<KitchenSlotToday[]> {
  const today = kathmanduDateKey(now);
  const { rows } = await getDb().execute<KitchenSql>(sql`
    SELECT o.slot_id, m.name AS method, s.label,
           count(*) FILTER (WHERE o.status IN ('placed', 'confirmed'))::int AS to_bake,
           coalesce(sum(c.cakes) FILTER (WHERE o.status IN ('placed', 'confirmed', 'baking')), 0)::int AS cakes_to_bake,
           count(*) FILTER (WHERE o.status = 'baking')::int AS baking,
           count(*) FILTER (WHERE o.status IN ('ready', 'out_for_delivery', 'delivered'))::int AS done
      FROM orders o
      JOIN time_slots s ON s.id = o.slot_id
      JOIN delivery_methods m ON m.id = s.method_id
      LEFT JOIN LATERAL (
        SELECT sum(i.quantity) AS cakes FROM order_items i JOIN products p ON p.id = i.product_id
         WHERE i.order_id = o.id AND i.kind = 'product' AND p.type = 'cake'
      ) c ON true
     WHERE o.delivery_date = ${today}::date AND o.status <> 'cancelled'
     GROUP BY o.slot_id, m.name, m.position, s.label, s.start_minute
     ORDER BY s.start_minute, m.position, o.slot_id`);
  return rows.map((r) => ({
    slotId: r.slot_id,
    method: r.method,
    label: r.label,
    toBake: Number(r.to_bake),
    cakesToBake: Number(r.cakes_to_bake),
    baking: Number(r.baking),
    done: Number(r.done),
  }));
}

type RiderSql = { slot_id: number; label: string; to_deliver: number; delivered: number; to_collect: string; collected: string };

/** A rider's own deliveries for today, per slot: still to do, delivered, cash to collect and collected. */
export async function riderToday(riderId: number, now: Date): Promise<RiderSlotToday[]> {
  const today = kathmanduDateKey(now);
  const { rows } = await getDb().execute<RiderSql>(sql`
    SELECT o.slot_id, s.label,
           count(*) FILTER (WHERE o.status <> 'delivered')::int AS to_deliver,
           count(*) FILTER (WHERE o.status = 'delivered')::int AS delivered,
           coalesce(sum(o.total) FILTER (WHERE o.status <> 'delivered' AND o.payment_method = 'cod' AND o.payment_status = 'unpaid'), 0)::bigint AS to_collect,
           coalesce(sum(o.cash_collected) FILTER (WHERE o.status = 'delivered'), 0)::bigint AS collected
      FROM orders o
      JOIN time_slots s ON s.id = o.slot_id
     WHERE o.rider_id = ${riderId} AND o.delivery_date = ${today}::date AND o.status <> 'cancelled'
     GROUP BY o.slot_id, s.label, s.start_minute
     ORDER BY s.start_minute, o.slot_id`);
  return rows.map((r) => ({
    slotId: r.slot_id,
    label: r.label,
    toDeliver: Number(r.to_deliver),
    delivered: Number(r.delivered),
    toCollect: Number(r.to_collect),
    collected: Number(r.collected),
  }));
}

/** Everything Today shows `role` (null: a part this role does not see, and so is never queried). */
export async function todayOverview(staff: { role: StaffRole; userId: number }, now: Date = new Date()): Promise<TodayOverview> {
  const today = kathmanduDateKey(now);
  const [orders, kitchen, deliveries, sales] = await Promise.all([
    can(staff.role, 'orders.read') ? todayOrderCounts(now) : null,
    can(staff.role, 'kitchen.read') ? kitchenToday(now) : null,
    can(staff.role, 'deliveries.own') ? riderToday(staff.userId, now) : null,
    can(staff.role, 'reports.read') ? salesReport({ from: today, to: today }) : null,
  ]);
  return { today, orders, kitchen, deliveries, sales: sales ? { orders: sales.totals.counted, sales: sales.totals.sales } : null };
}
