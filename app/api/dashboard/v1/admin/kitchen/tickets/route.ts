import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { loadKitchenTickets } from '@/lib/server/services/kitchen';
import { kitchenTicketsQuerySchema } from '@/lib/validation/kitchen';

// GET admin/kitchen/tickets?date=&slot= (a slot's cakes that day) or ?order=id (one order's) → data.tickets: one
// ticket per cake, as /admin/kitchen/tickets prints them.
export const dynamic = 'force-dynamic';

export const GET = staffRead('kitchen.read', async (request) => {
  const { date, slot, order } = parseOrThrow(kitchenTicketsQuerySchema, queryObject(request));
  return ok(await loadKitchenTickets({ date, slotId: slot, orderId: order }), undefined, { cache: 'private' });
});
