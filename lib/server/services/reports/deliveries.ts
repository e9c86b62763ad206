import 'server-only';
import { sql } from 'drizzle-orm';
import { eachDayKey, type DeliveryDay, type DeliveryTimes, type LateDelivery, type ReportPeriod } from '@/lib/domain/reports';
import { getDb } from '@/lib/server/db/client';

// How deliveries went for the period's delivery dates: the time from placing the order to the door (created_at →
// delivered_at) and the deliveries that came after their slot had ended (delivered_at > slot_ends_at), with the
// latest of them and by how much. Bounded by delivery_date on orders_delivery_slot_idx.

type DaySql = { day: string; delivered: number; seconds: number | null; late: number };

type LateSql = {
  id: number;
  number: string;
  delivery_date: string;
  slot_label: string;
  slot_ends_at: Date;
  delivered_at: Date;
  minutes_late: number;
  area: string;
  rider: string | null;
};

export async function lateDeliveries(period: Pick<ReportPeriod, 'from' | 'to'>, limit: number): Promise<LateDelivery[]> {
  const { rows } = await getDb().execute<LateSql>(sql`
    SELECT o.id, o.number, o.delivery_date::text AS delivery_date, o.slot_label, o.slot_ends_at, o.delivered_at,
           floor(extract(epoch FROM o.delivered_at - o.slot_ends_at) / 60)::int AS minutes_late,
           l.name AS area, u.name AS rider
      FROM orders o
      JOIN delivery_locations l ON l.id = o.location_id
      LEFT JOIN users u ON u.id = o.rider_id
     WHERE o.delivery_date BETWEEN ${period.from}::date AND ${period.to}::date
       AND o.status = 'delivered' AND o.delivered_at > o.slot_ends_at
     ORDER BY o.delivered_at DESC, o.id DESC
     LIMIT ${limit}`);
  return rows.map((r) => ({
    orderId: r.id,
    number: r.number,
    deliveryDate: r.delivery_date,
    slotLabel: r.slot_label,
    slotEndsAt: new Date(r.slot_ends_at).toISOString(),
    deliveredAt: new Date(r.delivered_at).toISOString(),
    minutesLate: Number(r.minutes_late),
    area: r.area,
    rider: r.rider,
  }));
}

export async function deliveryTimes(period: Pick<ReportPeriod, 'from' | 'to'>, latestLimit = 10): Promise<DeliveryTimes> {
  const [{ rows }, latest] = await Promise.all([
    getDb().execute<DaySql>(sql`
      SELECT delivery_date::text AS day, count(*)::int AS delivered,
             sum(extract(epoch FROM delivered_at - created_at))::float8 AS seconds,
             count(*) FILTER (WHERE delivered_at > slot_ends_at)::int AS late
        FROM orders
       WHERE delivery_date BETWEEN ${period.from}::date AND ${period.to}::date
         AND status = 'delivered' AND delivered_at IS NOT NULL
       GROUP BY delivery_date`),
    lateDeliveries(period, latestLimit),
  ]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  let delivered = 0;
  let seconds = 0;
  let late = 0;
  const days: DeliveryDay[] = eachDayKey(period.from, period.to).map((day) => {
    const row = byDay.get(day);
    if (!row) return { day, delivered: 0, averageMinutes: null, late: 0 };
    delivered += Number(row.delivered);
    seconds += Number(row.seconds ?? 0);
    late += Number(row.late);
    return { day, delivered: Number(row.delivered), averageMinutes: Number(row.seconds ?? 0) / 60 / Number(row.delivered), late: Number(row.late) };
  });
  return {
    days,
    delivered,
    averageMinutes: delivered ? seconds / 60 / delivered : null,
    late,
    lateShare: delivered ? late / delivered : null,
    latest,
  };
}
