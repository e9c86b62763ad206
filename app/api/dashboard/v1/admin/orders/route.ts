import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listAdminOrders } from '@/lib/server/services/admin-orders';
import { adminOrderListSchema } from '@/lib/validation/admin-orders';

// GET admin/orders?status&payment&method&refund&date&q&customer&sort&dir&perPage&after|before → data.orders (one keyset
// page), meta {cursors: {next, previous}, total (counted up to a bound), totalIsLowerBound, perPage}. 'orders.read'.
export const dynamic = 'force-dynamic';

export const GET = staffRead('orders.read', async (request) => {
  const query = parseOrThrow(adminOrderListSchema, queryObject(request));
  const { orders, cursors, total, totalIsLowerBound, perPage } = await listAdminOrders(query);
  return ok({ orders }, { cursors, total, totalIsLowerBound, perPage }, { cache: 'private' });
});
