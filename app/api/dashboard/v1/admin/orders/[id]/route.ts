import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { adminOrderView } from '@/lib/server/services/admin-orders';
import { orderIdFrom, type OrderRouteContext } from '../_params';

// GET admin/orders/{id} → data: the order as staff see it (customer, lines with each cake's choices, payment attempts,
// refund, the rider's steps, the timeline with who did what) and `actions` this staff member may take now. 'orders.read'.
export const dynamic = 'force-dynamic';

export const GET = staffRead<OrderRouteContext>('orders.read', async (_request, staff, context) =>
  ok(await adminOrderView(await orderIdFrom(context), staff.role), undefined, { cache: 'private' }),
);
