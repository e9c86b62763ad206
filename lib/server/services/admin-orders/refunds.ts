import 'server-only';
import { eq } from 'drizzle-orm';
import { formatNpr } from '@/lib/domain/money';
import { paymentMethodName } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orders, orderStatusHistory } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { noticeOrder } from '@/lib/server/services/orders/notices';
import { adminOrderNotFound, adminOrderView } from './detail';
import type { StaffMember } from './decisions';
import type { AdminOrderView } from './types';
import { recordAudit } from '@/lib/server/services/audit/record';

// A refund marked done (POST admin/orders/{id}/refund). The money itself goes back outside the shop (the eSewa or
// Khalti merchant portal, cash at the counter); this records that it did, who said so and when, and tells the
// customer. The order row is locked first, so a double tap or two staff members at once mark it exactly once: the
// second finds it done and gets a 409, and the customer is told once.

export async function markRefundDone(
  orderId: number,
  staff: StaffMember,
  input: { note?: string | undefined } = {},
  now: Date = new Date(),
): Promise<AdminOrderView> {
  const note = (input.note ?? '').trim().replace(/[.!?]+$/, '');
  await getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw adminOrderNotFound();
    if (order.refundStatus === 'done') throw new ApiError(409, 'This refund is already marked done.', 'refund_already_done');
    if (order.refundStatus !== 'due') throw new ApiError(409, 'No refund is due on this order.', 'no_refund_due');
    const amount = order.refundAmount ?? order.total;
    await tx
      .update(orders)
      .set({ refundStatus: 'done', paymentStatus: 'refunded', refundedAt: now, refundedBy: staff.userId, updatedAt: now })
      .where(eq(orders.id, order.id));
    // The timeline's entry (the customer's order page shows it too): the status stays what it was (cancelled).
    const through = paymentMethodName(order.paymentMethod);
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      by: 'shop',
      byUserId: staff.userId,
      note: `Refund of ${formatNpr(amount, { compact: false })} through ${through} done${note ? `: ${note}` : ''}.`,
      createdAt: now,
    });
    await noticeOrder(tx, order, 'refunded', { refundAmount: amount, gateway: order.paymentMethod });
    await recordAudit(tx, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      summary: `${order.number}: refund of ${formatNpr(amount, { compact: false })} through ${through} done`,
      before: { refundStatus: order.refundStatus, paymentStatus: order.paymentStatus },
      after: { refundStatus: 'done', paymentStatus: 'refunded', refundAmount: amount, ...(note ? { note } : {}) },
    });
  });
  return adminOrderView(orderId, staff.role);
}
