import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { canCancel, canTransition, ORDER_STATUS_LABELS, paymentMethodName, type OrderDetail, type OrderStatus } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import {
  cancellationReasons,
  orderCancellations,
  orders,
  orderStatusHistory,
  type OrderRow,
  type PaymentAttemptRow,
} from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { expireCampaignPagesShowing } from '@/lib/server/services/campaigns/invalidate';
import { invalidateDonationsForCakeTo } from '@/lib/server/services/donations/invalidate';
import type { OrderEvent, OrderNoticeFacts } from './notice-content';
import { noticeOrder } from './notices';
import { releaseOrder, type OrderTx } from './stock';
import { buildOrderDetail, orderNotFound } from './views';
import { recordAudit } from '@/lib/server/services/audit/record';

// How an order moves: the shop advances it (placed → confirmed → baking → ready → out for delivery → delivered; the
// rules in lib/domain/order-types.ts), a paid online payment confirms it, and the customer may cancel it until the
// kitchen starts. Every move locks the order row and writes one history entry (who, when, why) in the same transaction.

async function lockOrder(tx: OrderTx, orderId: number, userId?: number): Promise<OrderRow> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** Who moves an order: a staff member ('shop'), the rider, the customer, or the payment gateway (no person). */
export type OrderActor = { kind: 'shop' | 'rider' | 'customer' | 'payment'; userId: number | null };

/** The shop itself, with no one signed in (tests, development, jobs). */
export const SHOP: OrderActor = { kind: 'shop', userId: null };

/**
 * The steps the customer is told about, by mail and SMS (order.placed and order.paid are told elsewhere). A
 * confirmation by the payment is not told again: the "payment received" message already says the order is confirmed.
 * Back to ready from the road is a failed attempt, told as one (the first 'ready' was told when the kitchen boxed it).
 */
function statusNotice(from: OrderStatus, status: OrderStatus, actor: OrderActor): OrderEvent | null {
  if (status === 'confirmed') return actor.kind === 'payment' ? null : 'confirmed';
  if (status === 'placed') return null;
  if (status === 'ready' && from === 'out_for_delivery') return 'not_delivered';
  return status;
}

/**
 * Which trip to the door this is (1 for the first): a notice is sent once per event and order, so the second trip's
 * "on its way" and a second failed attempt are told under their own trip's number. Counted after this move's history.
 */
async function tripOf(tx: OrderTx, orderId: number, event: OrderEvent): Promise<number> {
  if (event !== 'out_for_delivery' && event !== 'not_delivered') return 1;
  const [row] = await tx
    .select({ trips: count() })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 'out_for_delivery')));
  return Math.max(1, row?.trips ?? 1);
}

/** Columns a move sets besides its status (a rider's step, the cash taken): written in the same statement. */
export type OrderChanges = Partial<Pick<OrderRow, 'riderId' | 'assignedAt' | 'pickedUpAt' | 'arrivedAt' | 'deliveredAt' | 'deliveryPhotoId' | 'cashCollected' | 'paymentStatus' | 'paidAt'>>;

async function moveTo(
  tx: OrderTx,
  order: OrderRow,
  status: OrderStatus,
  actor: OrderActor,
  note: string,
  now: Date,
  facts: OrderNoticeFacts = {},
  changes: OrderChanges = {},
): Promise<number[]> {
  const cancelling = status === 'cancelled';
  // A paid order that is cancelled owes its money back until staff mark the refund done (lib/server/services/orders/refunds.ts).
  const refund = cancelling && order.paymentStatus === 'paid' ? { refundStatus: 'due' as const, refundAmount: order.total } : {};
  await tx
    .update(orders)
    .set({
      status,
      updatedAt: now,
      ...changes,
      ...(status === 'delivered' && changes.deliveredAt === undefined ? { deliveredAt: now } : {}),
      ...(cancelling ? { cancelledAt: now, released: true, cancelReason: note || null, ...refund } : {}),
    })
    .where(eq(orders.id, order.id));
  const restocked = cancelling ? await releaseOrder(tx, order) : [];
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status, by: actor.kind, byUserId: actor.userId, note, createdAt: now });
  // Recorded only inside a back-office action (the customer's own cancel and the gateway's confirmation are not staff's).
  await recordAudit(tx, {
    action: `order.${status}`,
    entity: 'order',
    entityId: order.id,
    summary: `${order.number}: ${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[status]}${note ? ` (${note})` : ''}`,
    before: { status: order.status },
    after: { status, ...(note ? { note } : {}), ...(refund.refundStatus ? refund : {}) },
  });
  const event = statusNotice(order.status, status, actor);
  if (event) await noticeOrder(tx, order, event, facts, await tripOf(tx, order.id, event));
  return restocked;
}

export type MoveOptions = {
  /** Why (a cancellation's reason, a failed delivery's): kept in the history and told to the customer. */
  reason?: string | undefined;
  now?: Date | undefined;
  /** Checked on the locked row before anything moves (a rider's own order, say); throws to refuse. */
  check?: ((order: OrderRow) => void) | undefined;
  /** Extra columns, or a function of the locked row giving them (cash taken only if it is still unpaid). */
  changes?: OrderChanges | ((order: OrderRow) => OrderChanges) | undefined;
  /** The customer's link origin for the message (lib/server/site-origin.ts). */
  origin?: string | undefined;
  /** More facts for the customer's message (the rider's first name and number when the cake leaves). */
  facts?: Pick<OrderNoticeFacts, 'riderName' | 'riderPhone'> | undefined;
};

/**
 * One move of an order by the shop or its rider (the back office's every status change): locks the order, refuses a
 * move its status does not allow (409), records who and when, tells the customer, and gives stock and slot back on
 * cancelling. A cancellation by the shop needs a reason. Inside the caller's transaction when one is given.
 */
export async function moveOrder(orderId: number, to: OrderStatus, actor: OrderActor, options: MoveOptions = {}): Promise<OrderDetail> {
  const now = options.now ?? new Date();
  const reason = options.reason?.trim() ?? '';
  if (to === 'cancelled' && actor.kind !== 'payment' && reason === '') {
    throw new ApiError(422, 'Say why the order is cancelled: the customer is told.', 'unprocessable', { reason: 'Say why the order is cancelled.' });
  }
  const restocked = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    options.check?.(order);
    if (!canTransition(order.status, to)) {
      throw new ApiError(409, `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`, 'invalid_transition');
    }
    return moveTo(
      tx,
      order,
      to,
      actor,
      reason,
      now,
      { by: 'shop', reason: reason || undefined, refund: to === 'cancelled' && order.paymentStatus === 'paid', origin: options.origin, ...options.facts },
      typeof options.changes === 'function' ? options.changes(order) : options.changes,
    );
  });
  // After the commit: a cancelled order's units back on a sold-out product bring it back to the cached campaign pages.
  await expireCampaignPagesShowing(restocked);
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (to === 'cancelled') await invalidateDonationsForCakeTo(row!.addressId); // a cake gift uncounted (migration 0014)
  return buildOrderDetail(row!);
}

/** The shop's advance without a person (tests, development). 409 for a move the status does not allow. */
export function advanceOrder(orderId: number, to: OrderStatus, options: { note?: string; now?: Date } = {}): Promise<OrderDetail> {
  return moveOrder(orderId, to, SHOP, { reason: options.note ?? (to === 'cancelled' ? 'Cancelled by the shop' : ''), now: options.now });
}

/** cancellation-request: only the owner, only while placed or confirmed; stock, slot, coupon and voucher come back. */
export async function requestCancellation(
  userId: number,
  input: { orderId: number; reasonId: number; note?: string | undefined; linkOrigin?: string | undefined },
  now = new Date(),
): Promise<OrderDetail> {
  const [reason] = await getDb()
    .select()
    .from(cancellationReasons)
    .where(and(eq(cancellationReasons.id, input.reasonId), eq(cancellationReasons.isActive, true)));
  const restocked = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, userId);
    if (order.status === 'cancelled') throw new ApiError(409, 'This order is already cancelled.', 'already_cancelled');
    if (!canCancel(order.status)) {
      throw new ApiError(
        409,
        'We have already started preparing this order, so it can no longer be cancelled online. Please call us.',
        'too_late_to_cancel',
      );
    }
    if (!reason) throw new ApiError(422, 'Choose one of the listed reasons.', 'unprocessable', { reasonId: 'Choose one of the listed reasons.' });
    const note = input.note?.trim() ?? '';
    await tx.insert(orderCancellations).values({ orderId: order.id, reasonId: reason.id, note, createdAt: now });
    const refund =
      order.paymentStatus === 'paid' ? ` Your payment through ${paymentMethodName(order.paymentMethod)} will be refunded.` : '';
    return moveTo(tx, order, 'cancelled', { kind: 'customer', userId }, `${reason.title}${note ? `: ${note}` : ''}.${refund}`, now, {
      by: 'customer',
      reason: `${reason.title}${note ? `: ${note}` : ''}`,
      refund: order.paymentStatus === 'paid',
      origin: input.linkOrigin,
    });
  });
  await expireCampaignPagesShowing(restocked); // after the commit, as in advanceOrder
  const [row] = await getDb().select().from(orders).where(eq(orders.id, input.orderId));
  await invalidateDonationsForCakeTo(row!.addressId); // a cake gift uncounted (migration 0014)
  return buildOrderDetail(row!);
}

/**
 * The `onPaid` checkout hands to the payments layer: runs in the transaction that marks the attempt paid, so the
 * order is paid (and a placed order confirmed) exactly when the attempt is. Throwing rolls both back.
 */
export async function markOrderPaid(tx: OrderTx, attempt: PaymentAttemptRow, facts: Pick<OrderNoticeFacts, 'origin'> = {}): Promise<void> {
  if (attempt.orderId === null) throw new Error('a payment attempt without an order cannot pay one');
  const order = await lockOrder(tx, attempt.orderId);
  const now = attempt.paidAt ?? new Date();
  const gateway = paymentMethodName(attempt.gateway);
  if (attempt.amountPaisa < order.total) throw new Error(`attempt ${attempt.id} pays less than order ${order.id} costs`);
  if (order.paymentStatus !== 'unpaid') {
    // The money arrived twice (two gateways, two tabs): keep the record so the shop refunds it; nothing else moves.
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      by: 'payment',
      note: `A second payment through ${gateway} arrived; it will be refunded.`,
      createdAt: now,
    });
    return;
  }
  // Paid after it was cancelled: the money is owed back, as for a paid order that is cancelled.
  const refund = order.status === 'cancelled' ? { refundStatus: 'due' as const, refundAmount: attempt.amountPaisa } : {};
  await tx
    .update(orders)
    .set({ paymentStatus: 'paid', paymentMethod: attempt.gateway, paidAt: now, updatedAt: now, ...refund })
    .where(eq(orders.id, order.id));
  // Told once per order: the first payment that pays it (a second one is refunded, above, and says nothing).
  await noticeOrder(tx, order, 'paid', { gateway: attempt.gateway, refund: order.status === 'cancelled', origin: facts.origin });
  if (order.status === 'placed') {
    await moveTo(tx, order, 'confirmed', { kind: 'payment', userId: null }, `Payment received through ${gateway}`, now);
  } else {
    const note =
      order.status === 'cancelled' ? `Payment received through ${gateway} after cancelling; it will be refunded.` : `Payment received through ${gateway}`;
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, by: 'payment', note, createdAt: now });
  }
}
