import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { confirmOrderByStaff } from '@/lib/server/services/admin-orders';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { orderIdFrom, type OrderRouteContext } from '../../_params';

// POST admin/orders/{id}/confirm → data: the order (staff view), now confirmed; the customer is told by mail and SMS.
// 409 when its status does not allow it (only a placed order is confirmed). 'orders.decide'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<OrderRouteContext>('orders.decide', async (_request, staff, context) => {
  const order = await confirmOrderByStaff(await orderIdFrom(context), { userId: staff.user.id, role: staff.role });
  await deliverNotificationsAfterResponse();
  return ok(order, undefined, { cache: 'private' });
});
