import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { cancelOrderByStaff } from '@/lib/server/services/admin-orders';
import { staffCancelSchema } from '@/lib/validation/admin-orders';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { orderIdFrom, type OrderRouteContext } from '../../_params';

// POST admin/orders/{id}/cancel {reason} → data: the order (staff view), cancelled. The reason is required (422) and
// told to the customer; a paid order becomes refund due with its amount; stock and slot come back. 409 once the cake
// has left (out for delivery) or the order is over. 'orders.decide'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<OrderRouteContext>('orders.decide', async (request, staff, context) => {
  const orderId = await orderIdFrom(context);
  const { reason } = parseOrThrow(staffCancelSchema, await jsonBody(request));
  const order = await cancelOrderByStaff(orderId, { userId: staff.user.id, role: staff.role }, reason);
  await deliverNotificationsAfterResponse();
  return ok(order, undefined, { cache: 'private' });
});
