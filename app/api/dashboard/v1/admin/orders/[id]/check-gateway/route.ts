import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { checkOrderWithGateway } from '@/lib/server/services/admin-orders';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { orderIdFrom, type OrderRouteContext } from '../../_params';

// POST admin/orders/{id}/check-gateway → data {outcome: 'paid' | 'pending' | 'failed', gateway, message, order}: asks
// eSewa or Khalti about the order's pending payment and settles what it says (paid: the order is paid and confirmed,
// the customer told). 409 when already paid or nothing is pending; 503 when the gateway cannot be reached (nothing
// changed). 'orders.payments'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<OrderRouteContext>('orders.payments', async (_request, staff, context) => {
  const result = await checkOrderWithGateway(await orderIdFrom(context), { userId: staff.user.id, role: staff.role });
  if (result.outcome === 'paid') await deliverNotificationsAfterResponse();
  return ok(result, undefined, { cache: 'private' });
});
