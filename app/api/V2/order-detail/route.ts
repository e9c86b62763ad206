import { requireAuth } from '@/lib/server/auth/request-auth';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { orderDetail, refreshOrderPayment } from '@/lib/server/services/orders';
import { orderDetailSchema } from '@/lib/validation/orders';
import { deliverNotificationsAfterResponse } from '../_support/notify';

// GET order-detail?orderId[&status] → data: the order with items, totals, address, delivery and status history.
// Only the owner's (anyone else's id is 404). status=check first asks the gateway about an unpaid online payment.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { orderId, status } = parseOrThrow(orderDetailSchema, queryObject(request));
  if (status === 'check') await refreshOrderPayment(user.id, orderId, {}, requesterLinkOrigin(request));
  const order = await orderDetail(user.id, orderId);
  // A customer looking at an order also drains the notifications outbox (a payment confirmed just now, or a message
  // still waiting for its retry), after the answer.
  await deliverNotificationsAfterResponse();
  return ok(order);
});
