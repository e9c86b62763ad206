import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { orderDetail, refreshOrderPayment } from '@/lib/server/services/orders';
import { orderDetailSchema } from '@/lib/validation/orders';

// GET order-detail?orderId[&status] → data: the order with items, totals, address, delivery and status history.
// Only the owner's (anyone else's id is 404). status=check first asks the gateway about an unpaid online payment.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { orderId, status } = parseOrThrow(orderDetailSchema, queryObject(request));
  if (status === 'check') await refreshOrderPayment(user.id, orderId);
  return ok(await orderDetail(user.id, orderId));
});
