import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { notDelivered } from '@/lib/server/services/deliveries';
import { notDeliveredSchema } from '@/lib/validation/deliveries';
import { orderIdOf, type IdContext } from '../../_params';

// POST admin/deliveries/{id}/not-delivered {preset?, note?} (at least one) → could not hand it over: back to ready, the
// rider unassigned so dispatch sends it again, the reason in the history and in the customer's message.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('deliveries.own', async (request, staff, { params }) => {
  const orderId = await orderIdOf(params, 'Delivery');
  const { reason } = parseOrThrow(notDeliveredSchema, await jsonBody(request));
  const order = await notDelivered(orderId, staff.user.id, reason, { origin: requesterLinkOrigin(request) });
  await deliverNotificationsAfterResponse();
  return ok(order, undefined, { cache: 'private' });
});
