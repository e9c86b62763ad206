import 'server-only';
import { and, eq } from 'drizzle-orm';
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

// How an order moves: the shop advances it (placed → confirmed → preparing → out for delivery → delivered), a paid
// online payment confirms it, and the customer may cancel it until the kitchen starts. Every move locks the order
// row and writes one history entry in the same transaction.

async function lockOrder(tx: OrderTx, orderId: number, userId?: number): Promise<OrderRow> {
  const where = userId === undefined ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, userId));
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** The steps the customer is told about (the notifications building block; order.placed and order.paid elsewhere). */
const STATUS_NOTICES: Partial<Record<OrderStatus, OrderEvent>> = { cancelled: 'cancelled', out_for_delivery: 'out_for_delivery' };

async function moveTo(
  tx: OrderTx,
  order: OrderRow,
  status: OrderStatus,
  by: string,
  note: string,
  now: Date,
  facts: OrderNoticeFacts = {},
): Promise<number[]> {
  await tx
    .update(orders)
    .set({ status, updatedAt: now, ...(status === 'cancelled' ? { cancelledAt: now, released: true } : {}) })
    .where(eq(orders.id, order.id));
  const restocked = status === 'cancelled' ? await releaseOrder(tx, order) : [];
  await tx.insert(orderStatusHistory).values({ orderId: order.id, status, by, note, createdAt: now });
  const event = STATUS_NOTICES[status];
  if (event) await noticeOrder(tx, order, event, facts);
  return restocked;
}

/** The shop's advance (back office, tests, development). 409 for a move the status does not allow. */
export async function advanceOrder(
  orderId: number,
  to: OrderStatus,
  options: { by?: string; note?: string; now?: Date } = {},
): Promise<OrderDetail> {
  const now = options.now ?? new Date();
  const restocked = await getDb().transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!canTransition(order.status, to)) {
      throw new ApiError(409, `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot become ${ORDER_STATUS_LABELS[to].toLowerCase()}.`, 'invalid_transition');
    }
    return moveTo(tx, order, to, options.by ?? 'shop', options.note ?? '', now, {
      by: 'shop',
      reason: options.note || undefined,
      refund: to === 'cancelled' && order.paymentStatus === 'paid',
    });
  });
  // After the commit: a cancelled order's units back on a sold-out product bring it back to the cached campaign pages.
  await expireCampaignPagesShowing(restocked);
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (to === 'cancelled') await invalidateDonationsForCakeTo(row!.addressId); // a cake gift uncounted (migration 0014)
  return buildOrderDetail(row!);
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
    return moveTo(tx, order, 'cancelled', 'customer', `${reason.title}${note ? `: ${note}` : ''}.${refund}`, now, {
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
  await tx.update(orders).set({ paymentStatus: 'paid', paymentMethod: attempt.gateway, paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  // Told once per order: the first payment that pays it (a second one is refunded, above, and says nothing).
  await noticeOrder(tx, order, 'paid', { gateway: attempt.gateway, refund: order.status === 'cancelled', origin: facts.origin });
  if (order.status === 'placed') {
    await moveTo(tx, order, 'confirmed', 'payment', `Payment received through ${gateway}`, now);
  } else {
    const note =
      order.status === 'cancelled' ? `Payment received through ${gateway} after cancelling; it will be refunded.` : `Payment received through ${gateway}`;
    await tx.insert(orderStatusHistory).values({ orderId: order.id, status: order.status, by: 'payment', note, createdAt: now });
  }
}
