import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { isReportName, reportCsv, reportFilename } from '@/lib/domain/reports-csv';
import { notFound } from '@/lib/server/http/errors';
import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { loadReport, reportPeriod } from '@/lib/server/services/reports';
import { reportQuerySchema } from '@/lib/validation/reports';
import { cacheHeaders } from '@/lib/server/cache/policy';

// GET admin/reports/{name}?period=…|from=…&to=… → one report as JSON (data.period, data.report), or as a CSV download
// for admin/reports/{name}.csv or ?format=csv (UTF-8 with a BOM so Excel reads Devanagari; amounts in rupees with two
// decimals, columns named "…_npr"). Names: sales, slots, areas, top-products (?by=units|sales), delivery-times,
// late-deliveries, cash-collected, cash-to-collect (now, whatever the period).
export const dynamic = 'force-dynamic';

export const GET = staffRead<{ params: Promise<{ name: string }> }>('reports.read', async (request, _staff, { params }) => {
  const raw = (await params).name;
  const csvPath = raw.endsWith('.csv');
  const name = csvPath ? raw.slice(0, -4) : raw;
  if (!isReportName(name)) throw notFound('Report');
  const query = parseOrThrow(reportQuerySchema, queryObject(request));
  const now = new Date();
  const period = reportPeriod(query, now);
  const report = await loadReport(name, period, { now, by: query.by });
  if (!csvPath && query.format !== 'csv') return ok({ period, report }, undefined, { cache: 'private' });

  const today = kathmanduDateKey(now);
  const days = name === 'cash-to-collect' ? { from: today, to: today } : period;
  const filename = reportFilename(name, days, name === 'top-products' ? `by-${query.by}` : '');
  return new Response(`\uFEFF${reportCsv(name, report)}\r\n`, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, ...cacheHeaders('private') },
  });
});
