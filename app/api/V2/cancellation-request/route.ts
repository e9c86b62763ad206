import { requireAuth } from '@/lib/server/auth/request-auth';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { requestCancellation } from '@/lib/server/services/orders';
import { cancellationSchema } from '@/lib/validation/orders';
import { deliverNotificationsAfterResponse } from '../_support/notify';

// POST {orderId, reasonId, note?} → data: the cancelled order. Allowed while the order is placed or confirmed.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'order-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(cancellationSchema, await jsonBody(request));
  const order = await requestCancellation(user.id, { ...input, linkOrigin: requesterLinkOrigin(request) });
  await deliverNotificationsAfterResponse();
  return ok(order);
});
