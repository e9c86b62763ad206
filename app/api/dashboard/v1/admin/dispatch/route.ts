import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { dispatchDay } from '@/lib/server/services/deliveries';
import { roadDaySchema } from '@/lib/validation/deliveries';

// GET admin/dispatch?date=yyyy-MM-dd (Kathmandu; today when absent) → data: the day's orders by slot (ready and on the
// road, confirmed and baking as what is coming, earlier ones still out), the riders with their load, cash per rider.
export const dynamic = 'force-dynamic';

export const GET = staffRead('dispatch.work', async (request) => {
  const { date } = parseOrThrow(roadDaySchema, queryObject(request));
  return ok(await dispatchDay(date), undefined, { cache: 'private' });
});
