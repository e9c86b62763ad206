import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { loadAllReports, reportPeriod } from '@/lib/server/services/reports';
import { reportQuerySchema } from '@/lib/validation/reports';

// GET admin/reports?period=today|month or ?from=yyyy-MM-dd&to=yyyy-MM-dd (Kathmandu days) → data {period, sales,
// slots, areas, topProducts {byUnits, bySales}, deliveryTimes, cashCollected, cashToCollect}. Money in paisa.
// Malformed dates: 400; `to` before `from` or over 366 days: 422 naming the field.
export const dynamic = 'force-dynamic';

export const GET = staffRead('reports.read', async (request) => {
  const query = parseOrThrow(reportQuerySchema, queryObject(request));
  const now = new Date();
  return ok(await loadAllReports(reportPeriod(query, now), now), undefined, { cache: 'private' });
});
