import 'server-only';
import { sql } from 'drizzle-orm';
import type { AreaRow, ReportPeriod, SlotRow } from '@/lib/domain/reports';
import { getDb } from '@/lib/server/db/client';

// Where and when the period's deliveries go: orders per delivery slot and per delivery place, by their delivery date
// (what the kitchen and the riders lived through), cancelled ones left out. Bounded by delivery_date on
// orders_delivery_slot_idx (delivery_date, slot_id).

type SlotSql = { slot_id: number; method: string; label: string; orders: number; sales: string };

export async function slotsReport(period: Pick<ReportPeriod, 'from' | 'to'>): Promise<SlotRow[]> {
  const { rows } = await getDb().execute<SlotSql>(sql`
    SELECT o.slot_id, m.name AS method, s.label, count(*)::int AS orders, coalesce(sum(o.total), 0)::bigint AS sales
      FROM orders o
      JOIN time_slots s ON s.id = o.slot_id
      JOIN delivery_methods m ON m.id = s.method_id
     WHERE o.delivery_date BETWEEN ${period.from}::date AND ${period.to}::date AND o.status <> 'cancelled'
     GROUP BY o.slot_id, m.name, m.position, s.label, s.start_minute
     ORDER BY m.position, s.start_minute, o.slot_id`);
  return rows.map((r) => ({ slotId: r.slot_id, method: r.method, label: r.label, orders: Number(r.orders), sales: Number(r.sales) }));
}

type AreaSql = { location_id: number; area: string; city: string | null; orders: number; sales: string };

export async function areasReport(period: Pick<ReportPeriod, 'from' | 'to'>): Promise<AreaRow[]> {
  const { rows } = await getDb().execute<AreaSql>(sql`
    SELECT o.location_id, l.name AS area, CASE WHEN l.kind = 'area' THEN p.name END AS city,
           count(*)::int AS orders, coalesce(sum(o.total), 0)::bigint AS sales
      FROM orders o
      JOIN delivery_locations l ON l.id = o.location_id
      LEFT JOIN delivery_locations p ON p.id = l.parent_id
     WHERE o.delivery_date BETWEEN ${period.from}::date AND ${period.to}::date AND o.status <> 'cancelled'
     GROUP BY o.location_id, l.name, l.kind, p.name
     ORDER BY orders DESC, sales DESC, l.name`);
  return rows.map((r) => ({ locationId: r.location_id, area: r.area, city: r.city, orders: Number(r.orders), sales: Number(r.sales) }));
}
