import 'server-only';
import { canGiveFeedback } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orderFeedback } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { ownOrder } from './views';

// order/feedback: one rating (1–5) and comment per order, from its owner, once it has been delivered.

export async function giveFeedback(
  userId: number,
  input: { orderId: number; rating: number; comment?: string | undefined },
): Promise<{ orderId: number; rating: number; comment: string; at: string }> {
  const order = await ownOrder(userId, input.orderId);
  if (!canGiveFeedback(order.status)) {
    throw new ApiError(409, 'You can rate an order once it has been delivered.', 'not_delivered');
  }
  const [row] = await getDb()
    .insert(orderFeedback)
    .values({ orderId: order.id, userId, rating: input.rating, comment: input.comment?.trim() ?? '' })
    .onConflictDoNothing({ target: orderFeedback.orderId })
    .returning();
  if (!row) throw new ApiError(409, 'You have already rated this order. Thank you!', 'already_rated');
  return { orderId: row.orderId, rating: row.rating, comment: row.comment, at: row.createdAt.toISOString() };
}
