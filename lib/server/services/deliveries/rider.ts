import 'server-only';
import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { firstName } from '@/lib/domain/delivery-road';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { orders, orderStatusHistory, users, type OrderRow } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { ownUpload } from '@/lib/server/uploads/store';
import { moveOrder, type OrderActor } from '@/lib/server/services/orders/status';
import { dueOn, EARLY_DAYS, LEFT_OVER_DAYS } from './dispatch';
import { roadOrder, roadOrders } from './road-orders';
import type { RiderDay, RoadOrder } from './types';

// The rider's own deliveries and their four buttons (issue 24). Every step checks, on the locked order row, that the
// order is this rider's: another rider's order is as unknown as a missing one (404). A step taps twice is refused the
// second time (409) by the status rule or the step's own mark, so nothing happens twice.

/** A delivery that is not this rider's: indistinguishable from one that does not exist. */
const notYours = () => notFound('Delivery');

const ownedBy = (riderId: number) => (order: OrderRow) => {
  if (order.riderId !== riderId) throw notYours();
};

const riderActor = (riderId: number): OrderActor => ({ kind: 'rider', userId: riderId });

/**
 * The rider's deliveries for today or tomorrow, in slot order: what is due that day (delivered ones stay, marked done)
 * and, today, any other order they still hold on the road or from an earlier day. One index range
 * (orders_rider_date_idx).
 */
export async function riderDay(riderId: number, day: 'today' | 'tomorrow' = 'today', now = new Date()): Promise<RiderDay> {
  const today = kathmanduDateKey(now);
  const date = day === 'today' ? today : addDaysToKey(today, 1);
  const rows = await getDb()
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.riderId, riderId),
        gte(orders.deliveryDate, day === 'today' ? addDaysToKey(date, -LEFT_OVER_DAYS) : date),
        lt(orders.deliveryDate, addDaysToKey(date, day === 'today' ? EARLY_DAYS + 1 : 1)),
        ne(orders.status, 'cancelled'),
      ),
    )
    .orderBy(asc(orders.slotStartsAt), asc(orders.id));
  // Tomorrow's list is what is due tomorrow and not yet out (one on the road already is in today's).
  const mine = day === 'today' ? rows.filter((row) => dueOn(row, date)) : rows.filter((row) => row.status !== 'out_for_delivery');
  return { date, day, orders: await roadOrders(mine) };
}

/** The rider's first name and number, for the customer's "on its way" message. */
async function riderFacts(riderId: number): Promise<{ riderName?: string; riderPhone?: string }> {
  const [rider] = await getDb().select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, riderId));
  if (!rider) return {};
  return { riderName: firstName(rider.name), ...(rider.phone ? { riderPhone: rider.phone } : {}) };
}

type StepOptions = { now?: Date; origin?: string };

/** Picked up at the shop: ready → out for delivery; the customer is told the rider's first name and number. */
export async function pickedUp(orderId: number, riderId: number, options: StepOptions = {}): Promise<RoadOrder> {
  const now = options.now ?? new Date();
  await moveOrder(orderId, 'out_for_delivery', riderActor(riderId), {
    now,
    origin: options.origin,
    check: ownedBy(riderId),
    changes: { pickedUpAt: now },
    facts: await riderFacts(riderId),
  });
  return roadOrder(orderId);
}

/** At the door: recorded once, the status stays out for delivery (the history says when). */
export async function arrived(orderId: number, riderId: number, options: StepOptions = {}): Promise<RoadOrder> {
  const now = options.now ?? new Date();
  await getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notYours();
    ownedBy(riderId)(order);
    if (order.status !== 'out_for_delivery') throw new ApiError(409, 'Mark it picked up first: it is not on the road.', 'not_on_the_road');
    if (order.arrivedAt !== null) throw new ApiError(409, 'You already marked your arrival at this door.', 'already_arrived');
    await tx.update(orders).set({ arrivedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: order.status, by: 'rider', byUserId: riderId, note: 'The rider is at the door', createdAt: now });
  });
  return roadOrder(orderId);
}

/**
 * Handed over: out for delivery → delivered, with the photo of the cake at the door when one was taken (the rider's own
 * upload of kind 'delivery-photo'). Cash on delivery not yet paid is now paid, in cash, to this rider: decided on the
 * locked row, so a payment that arrived a moment earlier is not taken twice.
 */
export async function delivered(orderId: number, riderId: number, input: { photoId?: string | null | undefined }, options: StepOptions = {}): Promise<RoadOrder> {
  const now = options.now ?? new Date();
  const photoId = input.photoId ?? null;
  if (photoId !== null && !(await ownUpload(photoId, riderId, 'delivery-photo'))) {
    throw new ApiError(422, 'We could not find that photo. Please take it again.', 'unprocessable', { photoId: 'Take the photo again.' });
  }
  await moveOrder(orderId, 'delivered', riderActor(riderId), {
    now,
    origin: options.origin,
    check: ownedBy(riderId),
    changes: (order) => ({
      deliveredAt: now,
      deliveryPhotoId: photoId,
      ...(order.paymentMethod === 'cod' && order.paymentStatus === 'unpaid' ? { cashCollected: order.total, paymentStatus: 'paid' as const, paidAt: now } : {}),
    }),
  });
  return roadOrder(orderId);
}

/**
 * Could not hand it over: out for delivery → ready, no rider (dispatch sends it again), the reason in the history and
 * in the customer's message. The rider's steps of this trip are cleared; the history keeps them.
 */
export async function notDelivered(orderId: number, riderId: number, reason: string, options: StepOptions = {}): Promise<RoadOrder> {
  const now = options.now ?? new Date();
  await moveOrder(orderId, 'ready', riderActor(riderId), {
    now,
    origin: options.origin,
    reason: `Could not deliver: ${reason}`,
    check: ownedBy(riderId),
    changes: { riderId: null, assignedAt: null, pickedUpAt: null, arrivedAt: null },
  });
  return roadOrder(orderId);
}
