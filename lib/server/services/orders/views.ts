import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { arrivalCountdown, firstName } from '@/lib/domain/delivery-road';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import {
  canCancel,
  canGiveFeedback,
  needsPayment,
  ORDER_STATUS_LABELS,
  type OrderDetail,
  type OrderFeedbackView,
  type OrderItemView,
  type OrderStatus,
  type OrderSummary,
  type OrderTotalsView,
  type OrderTracking,
} from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import {
  cancellationReasons,
  orderCancellations,
  orderFeedback,
  orderItems,
  orders,
  orderStatusHistory,
  type OrderItemRow,
  type OrderRow,
  users,
} from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { gatewayLabel } from '@/lib/server/payments/registry';
import { loadMethods } from '@/lib/server/services/delivery';

// Orders as the API and the pages show them. Only the owner ever gets one: a wrong or foreign id is "not found".

export const orderNotFound = () => notFound('Order');

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The order's amounts as stored when it was placed (paisa): what the customer's page and the staff's page both show. */
export function totalsOf(order: OrderRow): OrderTotalsView {
  return {
    subtotal: order.subtotal,
    accessories: order.accessories,
    discount: order.discount,
    voucher: order.voucher,
    deliveryCharge: order.deliveryCharge,
    deliveryDiscount: order.deliveryDiscount,
    total: order.total,
  };
}

const LINE_KINDS: ReadonlyArray<OrderItemView['kind']> = ['product', 'accessory', 'gift', 'prize'];

function itemView(row: OrderItemRow): OrderItemView {
  return {
    id: row.id,
    kind: LINE_KINDS.find((k) => k === row.kind) ?? 'product',
    productId: row.productId,
    name: row.name,
    slug: row.slug,
    image: row.image,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    options: row.options,
    optionsSummary: row.optionsSummary,
    lineTotal: row.lineTotal,
    note: row.note,
  };
}

export function toSummary(order: OrderRow, items: OrderItemRow[]): OrderSummary {
  // What was bought: the free lines (a gift, a prize's item) are in the order's list but not in its count.
  const products = items.filter((i) => i.kind === 'product');
  const first = products[0] ?? items[0];
  return {
    id: order.id,
    orderId: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentLabel: gatewayLabel(order.paymentMethod),
    total: order.total,
    itemCount: products.reduce((n, i) => n + i.quantity, 0),
    lineCount: items.length,
    firstItem: first ? { name: first.name, image: first.image, quantity: first.quantity } : null,
    deliveryDate: order.deliveryDate,
    slotLabel: order.slotLabel,
    createdAt: order.createdAt.toISOString(),
    canCancel: canCancel(order.status),
    canPay: needsPayment(order),
  };
}

async function itemsByOrder(orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const map = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return map;
  const rows = await getDb().select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
  for (const row of rows) map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  return map;
}

/** Summaries of these orders, in the order given. */
export async function summaries(rows: OrderRow[]): Promise<OrderSummary[]> {
  const items = await itemsByOrder(rows.map((r) => r.id));
  return rows.map((row) => toSummary(row, items.get(row.id) ?? []));
}

/** The customer's order or 404 (another customer's order is indistinguishable from a missing one). */
export async function ownOrder(userId: number, orderId: number): Promise<OrderRow> {
  const [row] = await getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/** Statuses in which the cake is still to reach the door: the page shows the time left in the slot. */
const ON_THE_WAY_TO_DOOR: readonly OrderStatus[] = ['confirmed', 'baking', 'ready', 'out_for_delivery'];

/**
 * The road to the door for the customer. The rider is looked up only once the cake has left (nothing of them is told
 * before), and the number only while it is on its way: after delivery there is no reason to call them.
 */
async function trackingOf(order: OrderRow, now: Date): Promise<OrderTracking> {
  const riderShown = order.riderId !== null && (order.status === 'out_for_delivery' || order.status === 'delivered');
  const [rider] = riderShown ? await getDb().select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, order.riderId!)) : [];
  // From the delivery day on (or once the cake is on its way, whatever the day): a countdown days ahead says nothing.
  const countdown = ON_THE_WAY_TO_DOOR.includes(order.status) && (order.status === 'out_for_delivery' || kathmanduDateKey(now) >= order.deliveryDate);
  return {
    rider: rider ? { firstName: firstName(rider.name), phone: order.status === 'out_for_delivery' ? rider.phone : null } : null,
    pickedUpAt: iso(order.pickedUpAt),
    arrivedAt: iso(order.arrivedAt),
    deliveredAt: iso(order.deliveredAt),
    arrival: countdown ? arrivalCountdown(order.slotEndsAt, now) : null,
    live: order.status !== 'delivered' && order.status !== 'cancelled',
  };
}

/** The order as its owner sees it; `now` sets the time left in the slot (tests pass a fixed one). */
export async function buildOrderDetail(order: OrderRow, now = new Date()): Promise<OrderDetail> {
  const db = getDb();
  const [items, history, [cancellation], [feedback], methods, tracking] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db
      .select({ reason: cancellationReasons.title, note: orderCancellations.note, at: orderCancellations.createdAt })
      .from(orderCancellations)
      .innerJoin(cancellationReasons, eq(cancellationReasons.id, orderCancellations.reasonId))
      .where(eq(orderCancellations.orderId, order.id)),
    db.select().from(orderFeedback).where(eq(orderFeedback.orderId, order.id)),
    loadMethods(),
    trackingOf(order, now),
  ]);
  return {
    ...toSummary(order, items),
    items: items.map(itemView),
    totals: totalsOf(order),
    couponCode: order.couponCode,
    address: order.address,
    delivery: {
      locationId: order.locationId,
      date: order.deliveryDate,
      method: order.deliveryMethod,
      // The method's name as the database has it (a method since retired keeps its code).
      methodName: methods.find((m) => m.code === order.deliveryMethod)?.name ?? order.deliveryMethod,
      slotId: order.slotId,
      slotLabel: order.slotLabel,
      startsAt: order.slotStartsAt.toISOString(),
      endsAt: order.slotEndsAt.toISOString(),
    },
    note: order.note,
    history: history.map((h) => ({ status: h.status, label: ORDER_STATUS_LABELS[h.status], note: h.note, at: h.createdAt.toISOString() })),
    cancellation: cancellation ? { reason: cancellation.reason, note: cancellation.note, at: cancellation.at.toISOString() } : null,
    feedback: feedback ? feedbackView(feedback) : null,
    canGiveFeedback: canGiveFeedback(order.status) && !feedback,
    paidAt: iso(order.paidAt),
    tracking,
  };
}

/** A feedback row as the order page and order/feedback show it. */
export function feedbackView(row: typeof orderFeedback.$inferSelect): OrderFeedbackView {
  return { rating: row.rating, deliveryRating: row.deliveryRating, riderRating: row.riderRating, comment: row.comment, at: row.createdAt.toISOString() };
}
