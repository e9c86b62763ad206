import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { riderDay } from '@/lib/server/services/deliveries';
import { riderDaySchema } from '@/lib/validation/deliveries';

// GET admin/deliveries?day=today|tomorrow → data: the signed-in rider's own deliveries for the day, in slot order.
export const dynamic = 'force-dynamic';

export const GET = staffRead('deliveries.own', async (request, staff) => {
  const { day } = parseOrThrow(riderDaySchema, queryObject(request));
  return ok(await riderDay(staff.user.id, day), undefined, { cache: 'private' });
});
