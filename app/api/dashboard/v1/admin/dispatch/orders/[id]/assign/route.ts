import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { assignRider } from '@/lib/server/services/deliveries';
import { assignRiderSchema } from '@/lib/validation/deliveries';
import { orderIdOf, type IdContext } from '../../../../deliveries/_params';

// POST admin/dispatch/orders/{id}/assign {riderId | null} → data: the order as the board shows it. Gives the order to a
// rider (422 if that person is not one), to another, or takes it back; 409 once it is picked up, delivered or cancelled.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('dispatch.work', async (request, staff, { params }) => {
  const orderId = await orderIdOf(params);
  const { riderId } = parseOrThrow(assignRiderSchema, await jsonBody(request));
  return ok(await assignRider(orderId, riderId, { userId: staff.user.id }), undefined, { cache: 'private' });
});
