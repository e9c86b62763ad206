import { requireAuth } from '@/lib/server/auth/request-auth';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { processPayment } from '@/lib/server/services/orders';
import { processPaymentSchema } from '@/lib/validation/orders';

// POST {orderId, gateway} → data.action: {kind:'form-post', url, fields} (eSewa), {kind:'redirect', url} (Khalti)
// or {kind:'none'} with data.redirect (cash on delivery). The amount is the order's total, computed on the server.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'order-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(processPaymentSchema, await jsonBody(request));
  // The gateway returns this very shopper: to the host they are using (in the demo) so their session cookie comes too.
  return ok(await processPayment(user, { ...input, linkOrigin: requesterLinkOrigin(request) }));
});
