import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { canGiveFeedback, type OrderFeedbackPrompt, type OrderFeedbackView } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orderFeedback, orderItems, orders } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { FeedbackInput } from '@/lib/validation/orders';
import { orderPagePath } from './notice-content';
import { feedbackView, ownOrder } from './views';

// order/feedback: one rating of the cake (1–5), optionally of the delivery and the rider, and a comment per order,
// from its owner, once it has been delivered. The home page asks for it (feedbackPrompt).

export const NOT_DELIVERED_MESSAGE = 'You can rate an order once it has been delivered.';

export async function giveFeedback(userId: number, input: FeedbackInput): Promise<OrderFeedbackView & { orderId: number }> {
  const order = await ownOrder(userId, input.orderId);
  if (!canGiveFeedback(order.status)) throw new ApiError(409, NOT_DELIVERED_MESSAGE, 'not_delivered');
  const [row] = await getDb()
    .insert(orderFeedback)
    .values({
      orderId: order.id,
      userId,
      rating: input.rating,
      deliveryRating: input.deliveryRating ?? null,
      riderRating: input.riderRating ?? null,
      comment: input.comment?.trim() ?? '',
    })
    .onConflictDoNothing({ target: orderFeedback.orderId })
    .returning();
  if (!row) throw new ApiError(409, 'You have already rated this order. Thank you!', 'already_rated');
  return { orderId: row.orderId, ...feedbackView(row) };
}

/**
 * The customer's last delivered order without feedback, or null. Newest first over orders_user_created_idx (the
 * customer's own orders), stopping at the first delivered one: an older unrated order is not worth asking about.
 */
export async function feedbackPrompt(userId: number): Promise<OrderFeedbackPrompt | null> {
  const db = getDb();
  const [last] = await db
    .select({ id: orders.id, number: orders.number, deliveryDate: orders.deliveryDate, feedbackId: orderFeedback.id })
    .from(orders)
    .leftJoin(orderFeedback, eq(orderFeedback.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!last || last.feedbackId !== null) return null;
  const [item] = await db
    .select({ name: orderItems.name, image: orderItems.image })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, last.id), eq(orderItems.kind, 'product')))
    .orderBy(orderItems.id)
    .limit(1);
  return {
    orderId: last.id,
    number: last.number,
    deliveredOn: formatKathmanduDate(new Date(`${last.deliveryDate}T12:00:00+05:45`), 'EEE, d MMM'),
    itemName: item?.name ?? `order ${last.number}`,
    image: item?.image ?? '',
    url: orderPagePath(last.id),
  };
}
