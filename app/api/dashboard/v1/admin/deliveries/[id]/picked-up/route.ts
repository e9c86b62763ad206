import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { pickedUp } from '@/lib/server/services/deliveries';
import { orderIdOf, type IdContext } from '../../_params';

// POST admin/deliveries/{id}/picked-up → the rider's own order leaves the shop (ready → out for delivery); the customer
// is told the rider's first name and number. Another rider's order 404; not ready (or tapped twice) 409.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('deliveries.own', async (request, staff, { params }) => {
  const order = await pickedUp(await orderIdOf(params, 'Delivery'), staff.user.id, { origin: requesterLinkOrigin(request) });
  await deliverNotificationsAfterResponse();
  return ok(order, undefined, { cache: 'private' });
});
