import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listOrders } from '@/lib/server/services/orders';
import { pageQuerySchema } from '@/lib/validation/catalogue';

// GET order-listing/?page → data.orders, data.cancellationReasons, meta.pagination (SPEC order list response).
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { page } = parseOrThrow(pageQuerySchema, queryObject(request));
  const { orders, cancellationReasons, pagination } = await listOrders(user.id, page);
  return ok({ orders, cancellationReasons }, { pagination });
});
