import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { loadKitchenBoard } from '@/lib/server/services/kitchen';
import { kitchenBoardQuerySchema } from '@/lib/validation/kitchen';

// GET admin/kitchen?date=yyyy-MM-dd&status=&area=&method=&payment=&pay=&cancelled=1 → data: the kitchen's board for
// the day (today in Kathmandu without a date): slots in time order, booked of capacity, counts per product, orders.
// The board's page polls this to stay current without a reload.
export const dynamic = 'force-dynamic';

export const GET = staffRead('kitchen.read', async (request) => {
  const { date, ...filters } = parseOrThrow(kitchenBoardQuerySchema, queryObject(request));
  return ok(await loadKitchenBoard({ date, filters }), undefined, { cache: 'private' });
});
