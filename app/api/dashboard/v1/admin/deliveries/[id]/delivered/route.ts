import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { delivered } from '@/lib/server/services/deliveries';
import { deliveredSchema } from '@/lib/validation/deliveries';
import { orderIdOf, type IdContext } from '../../_params';

// POST admin/deliveries/{id}/delivered {photoId?} → handed over (out for delivery → delivered), with the photo of the
// cake at the door (an upload/file of kind 'delivery-photo') when taken; cash on delivery is recorded as collected.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('deliveries.own', async (request, staff, { params }) => {
  const orderId = await orderIdOf(params, 'Delivery');
  const { photoId } = parseOrThrow(deliveredSchema, await jsonBody(request));
  const order = await delivered(orderId, staff.user.id, { photoId }, { origin: requesterLinkOrigin(request) });
  await deliverNotificationsAfterResponse();
  return ok(order, undefined, { cache: 'private' });
});
