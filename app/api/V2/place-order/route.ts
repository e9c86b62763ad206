import { requireAuth } from '@/lib/server/auth/request-auth';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { placeOrder } from '@/lib/server/services/orders';
import { idempotencyKeySchema, placeOrderSchema } from '@/lib/validation/orders';
import { deliverNotificationsAfterResponse } from '../_support/notify';

// POST {addressId, locationId?, deliveryDate, deliveryMethod, slotId, paymentMethod, note?, expectedTotal?} with an
// optional Idempotency-Key header → 201 data: the order (a repeat with the same key → 200, the same order,
// `replayed: true`). Prices, delivery charge and totals come from the server; the cart's ordered lines are emptied.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'order-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(placeOrderSchema, await jsonBody(request));
  const header = request.headers.get('idempotency-key');
  const idempotencyKey = header === null ? null : parseOrThrow(idempotencyKeySchema, header);
  const placed = await placeOrder(user.id, { ...input, idempotencyKey, linkOrigin: requesterLinkOrigin(request) });
  await deliverNotificationsAfterResponse();
  const data = { ...placed.order, replayed: placed.replayed, ...(placed.notice ? { notice: placed.notice } : {}) };
  return ok(data, undefined, { status: placed.replayed ? 200 : 201 });
});
