import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { paymentGateways } from '@/lib/server/services/orders';
import { paymentGatewaysSchema } from '@/lib/validation/orders';

// GET payment-gateways?orderId&source=web → data.paymentGateway [{id, label}], data.default, the amount and whether
// the order can still be paid (SPEC "payment gateways with orderId and source=web").
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { orderId } = parseOrThrow(paymentGatewaysSchema, queryObject(request));
  return ok(await paymentGateways(user.id, orderId));
});
