import 'server-only';
import { and, asc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { addDaysToKey, kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import type { OrderStatus } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orders, orderStatusHistory, users, type OrderRow } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { bySlot, cashToCollect, roadOrder, roadOrders } from './road-orders';
import type { DispatchDay, RiderCash, RiderLoad, RoadOrder } from './types';
import { recordAudit } from '@/lib/server/services/audit/record';

// Dispatch (issue 24): the day's orders by slot with their riders, the riders with their load, the cash each rider
// took and still has to take; and giving an order to a rider. Every query is on an index (orders_delivery_slot_idx,
// orders_rider_date_idx, users_staff_idx) over a bounded window of days, so the board costs the same in the shop's
// tenth year as in its first.

/**
 * How far back the board looks for orders still on the road: an order that could not be delivered goes back to ready
 * and keeps its own delivery date, so dispatch must still see it the next days. Two weeks is far past any real case.
 */
export const LEFT_OVER_DAYS = 14;

/** How far ahead: a cake the customer asked for early can leave before its day, and is on the road today. */
export const EARLY_DAYS = 7;

/** Most orders one day's board lists (a bakery's busiest day is a few hundred; slots hold what the manager set). */
const BOARD_LIMIT = 1000;

/** Most riders listed (a bakery has a handful). */
const RIDER_LIMIT = 200;

const OPEN: readonly OrderStatus[] = ['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery'];
const ON_THE_BOARD: OrderStatus[] = ['confirmed', 'baking', 'ready', 'out_for_delivery'];
const STILL_OUT: OrderStatus[] = ['ready', 'out_for_delivery'];

/** The riders (users with the rider role), by name. */
export async function listRiders(): Promise<Array<{ id: number; name: string; phone: string | null }>> {
  return getDb()
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    // `role <> 'customer'` is the partial index's own condition (users_staff_idx), so the planner uses it.
    .where(and(eq(users.role, 'rider'), ne(users.role, 'customer')))
    .orderBy(asc(users.name), asc(users.id))
    .limit(RIDER_LIMIT);
}

/** The riders' orders around `date`: the window the loads and the cash are counted from (orders_rider_date_idx). */
async function ridersOrders(riderIds: number[], date: string): Promise<OrderRow[]> {
  if (riderIds.length === 0) return [];
  return getDb()
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.riderId, riderIds),
        gte(orders.deliveryDate, addDaysToKey(date, -LEFT_OVER_DAYS)),
        lt(orders.deliveryDate, addDaysToKey(date, EARLY_DAYS + 1)),
        ne(orders.status, 'cancelled'),
      ),
    );
}

/**
 * Whether an order belongs to `date`'s work: due that day, an earlier one still waiting to reach its door, or a later
 * one already on the road.
 */
export const dueOn = (order: Pick<OrderRow, 'deliveryDate' | 'status'>, date: string): boolean =>
  order.deliveryDate === date ||
  (order.deliveryDate < date && STILL_OUT.includes(order.status)) ||
  (order.deliveryDate > date && order.status === 'out_for_delivery');

/** Delivered within `date`'s Kathmandu day. */
function deliveredOn(order: Pick<OrderRow, 'status' | 'deliveredAt'>, date: string): boolean {
  if (order.status !== 'delivered' || !order.deliveredAt) return false;
  const start = kathmanduDayStart(date).getTime();
  const end = kathmanduDayStart(addDaysToKey(date, 1)).getTime();
  const at = order.deliveredAt.getTime();
  return at >= start && at < end;
}

function loadsAndCash(riders: Array<{ id: number; name: string; phone: string | null }>, rows: OrderRow[], date: string) {
  const loads: RiderLoad[] = [];
  const cash: RiderCash[] = [];
  for (const rider of riders) {
    const theirs = rows.filter((row) => row.riderId === rider.id);
    const open = theirs.filter((row) => OPEN.includes(row.status) && dueOn(row, date));
    const delivered = theirs.filter((row) => deliveredOn(row, date));
    const openCod = open.filter((row) => cashToCollect(row) > 0);
    loads.push({
      id: rider.id,
      name: rider.name,
      phone: rider.phone,
      assigned: open.filter((row) => row.status !== 'out_for_delivery').length,
      onTheRoad: open.filter((row) => row.status === 'out_for_delivery').length,
      delivered: delivered.length,
    });
    cash.push({
      riderId: rider.id,
      name: rider.name,
      collected: delivered.reduce((sum, row) => sum + (row.cashCollected ?? 0), 0),
      deliveredCod: delivered.filter((row) => (row.cashCollected ?? 0) > 0).length,
      toCollect: openCod.reduce((sum, row) => sum + cashToCollect(row), 0),
      openCod: openCod.length,
    });
  }
  return { loads, cash };
}

/** Each rider's cash on `date` (Kathmandu): collected at doors that day, and still to collect on what they hold. */
export async function cashByRider(date: string): Promise<RiderCash[]> {
  const riders = await listRiders();
  return loadsAndCash(riders, await ridersOrders(riders.map((r) => r.id), date), date).cash;
}

/** The dispatch board for a Kathmandu date (today by default). */
export async function dispatchDay(date = kathmanduDateKey(new Date())): Promise<DispatchDay> {
  const db = getDb();
  const [due, leftOver, riders] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(eq(orders.deliveryDate, date), inArray(orders.status, ON_THE_BOARD)))
      .orderBy(asc(orders.slotStartsAt), asc(orders.id))
      .limit(BOARD_LIMIT),
    db
      .select()
      .from(orders)
      .where(
        and(
          gte(orders.deliveryDate, addDaysToKey(date, -LEFT_OVER_DAYS)),
          lt(orders.deliveryDate, addDaysToKey(date, EARLY_DAYS + 1)),
          ne(orders.deliveryDate, date),
          inArray(orders.status, STILL_OUT),
        ),
      )
      .orderBy(asc(orders.slotStartsAt), asc(orders.id))
      .limit(BOARD_LIMIT),
    listRiders(),
  ]);
  const { loads, cash } = loadsAndCash(riders, await ridersOrders(riders.map((r) => r.id), date), date);
  const others = leftOver.filter((row) => dueOn(row, date));
  return { date, slots: bySlot(await roadOrders([...others, ...due])), riders: loads, cash };
}

const CLOSED_MESSAGE: Partial<Record<OrderStatus, string>> = {
  delivered: 'This order is already delivered.',
  cancelled: 'This order is cancelled.',
};

/**
 * Gives an order to a rider, to another rider, or takes it back (riderId null), until the rider picks it up. Runs on the
 * locked order row, so two dispatchers choosing at once end with one rider and one history entry per real change;
 * choosing the rider it already has changes nothing. The status does not move: the history entry is written here.
 */
export async function assignRider(orderId: number, riderId: number | null, actor: { userId: number }, now = new Date()): Promise<RoadOrder> {
  await getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order');
    if (riderId !== null) {
      const [rider] = await tx.select({ role: users.role }).from(users).where(eq(users.id, riderId));
      if (rider?.role !== 'rider') {
        throw new ApiError(422, 'Choose a rider from the list.', 'unprocessable', { riderId: 'This person is not a rider.' });
      }
    }
    const closed = CLOSED_MESSAGE[order.status];
    if (closed) throw new ApiError(409, `${closed} It cannot be given to a rider.`, 'order_closed');
    if (order.status === 'out_for_delivery' || order.pickedUpAt !== null) {
      throw new ApiError(409, 'The rider has already picked this order up. It can be given to another rider once it is back at the shop.', 'already_picked_up');
    }
    if (order.riderId === riderId) return;
    await tx
      .update(orders)
      .set({ riderId, assignedAt: riderId === null ? null : now, updatedAt: now })
      .where(eq(orders.id, order.id));
    // No names: the customer reads this history on their order page, and nothing of the rider is theirs to see
    // before the cake leaves. Who chose is by_user_id; the rider is orders.rider_id.
    const note = riderId === null ? 'Taken back from the rider' : order.riderId === null ? 'Given to a rider' : 'Given to another rider';
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, by: 'shop', byUserId: actor.userId, note, createdAt: now });
    await recordAudit(tx, { action: 'order.rider', entity: 'order', entityId: order.id, summary: `${order.number}: ${note.toLowerCase()}`, before: { riderId: order.riderId }, after: { riderId } });
  });
  return roadOrder(orderId);
}
