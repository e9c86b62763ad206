import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { requestCancellation } from '@/lib/server/services/orders';
import { cancellationSchema } from '@/lib/validation/orders';

// POST {orderId, reasonId, note?} → data: the cancelled order. Allowed while the order is placed or confirmed.
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(cancellationSchema, await jsonBody(request));
  return ok(await requestCancellation(user.id, input));
});
