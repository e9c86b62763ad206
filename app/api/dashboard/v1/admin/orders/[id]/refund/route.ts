import { ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { markRefundDone } from '@/lib/server/services/admin-orders';
import { refundDoneSchema } from '@/lib/validation/admin-orders';
import { optionalJsonBody } from '@/app/api/V2/_support/optional-json';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { orderIdFrom, type OrderRouteContext } from '../../_params';

// POST admin/orders/{id}/refund {note?} → data: the order (staff view) with its refund done, payment refunded, who and
// when; the customer is told by mail and SMS. Only while a refund is due; a second tap (or a colleague's) is a 409.
// 'orders.payments'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<OrderRouteContext>('orders.payments', async (request, staff, context) => {
  const orderId = await orderIdFrom(context);
  const input = parseOrThrow(refundDoneSchema, await optionalJsonBody(request));
  const order = await markRefundDone(orderId, { userId: staff.user.id, role: staff.role }, input);
  await deliverNotificationsAfterResponse();
  return ok(order, undefined, { cache: 'private' });
});
