import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { mapHref } from '@/lib/domain/delivery-road';
import { linesInBrief, type OrderLine } from '@/lib/domain/order-lines';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orderItems, orders, users, type OrderRow } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { gatewayLabel } from '@/lib/server/payments/registry';
import type { RoadOrder, RoadSlot } from './types';

// Orders as the road shows them: who receives the cake, where, what is in the box, what to collect, and whose it is.

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Cash to take at the door: an unpaid cash-on-delivery order's total; nothing for one already paid. */
export const cashToCollect = (order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'total'>): number =>
  order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid' ? order.total : 0;

/** The orders as the board shows them, in the order given (one query for the lines, one for the riders' names). */
export async function roadOrders(rows: OrderRow[]): Promise<RoadOrder[]> {
  if (rows.length === 0) return [];
  const db = getDb();
  const riderIds = [...new Set(rows.map((r) => r.riderId).filter((id): id is number => id !== null))];
  const [lines, riders] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.id)),
    riderIds.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, riderIds)) : Promise.resolve([]),
  ]);
  const linesOf = new Map<number, OrderLine[]>();
  for (const line of lines) {
    const kind = (['product', 'accessory', 'gift', 'prize'] as const).find((k) => k === line.kind) ?? 'product';
    linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), { ...line, kind }]);
  }
  const riderName = new Map(riders.map((r) => [r.id, r.name]));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    coming: row.status === 'placed' || row.status === 'confirmed' || row.status === 'baking',
    deliveryDate: row.deliveryDate,
    slotId: row.slotId,
    slotLabel: row.slotLabel,
    slotStartsAt: row.slotStartsAt.toISOString(),
    slotEndsAt: row.slotEndsAt.toISOString(),
    receiverName: row.address.receiverName,
    phone: row.address.phoneNumber,
    secondaryPhone: row.address.secondaryPhoneNumber,
    area: row.address.locationLabel ?? '',
    landmark: row.address.landmark,
    mapUrl: mapHref(row.address),
    itemsBrief: linesInBrief(linesOf.get(row.id) ?? []),
    toCollect: cashToCollect(row),
    paymentLabel: gatewayLabel(row.paymentMethod),
    paid: row.paymentStatus === 'paid',
    note: row.note,
    rider: row.riderId !== null ? { id: row.riderId, name: riderName.get(row.riderId) ?? 'Unknown rider' } : null,
    assignedAt: iso(row.assignedAt),
    pickedUpAt: iso(row.pickedUpAt),
    arrivedAt: iso(row.arrivedAt),
    deliveredAt: iso(row.deliveredAt),
    cashCollected: row.cashCollected,
  }));
}

/** Orders grouped by their slot, slots in time order (a slot's window on another day, a left-over, is its own group). */
export function bySlot(orders: RoadOrder[]): RoadSlot[] {
  const groups = new Map<string, RoadSlot>();
  for (const order of orders) {
    const key = `${order.slotStartsAt}|${order.slotId}`;
    const group = groups.get(key) ?? { slotId: order.slotId, label: order.slotLabel, startsAt: order.slotStartsAt, endsAt: order.slotEndsAt, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.slotId - b.slotId);
}

/** One order as the board shows it (after an assignment). */
export async function roadOrder(orderId: number): Promise<RoadOrder> {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound('Order');
  const [view] = await roadOrders([row]);
  return view!;
}
