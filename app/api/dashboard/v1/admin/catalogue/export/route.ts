import { staffRead } from '@/lib/server/http/staff-route';
import { catalogueCsvStream } from '@/lib/server/services/catalogue-csv/export';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { cacheHeaders } from '@/lib/server/cache/policy';

// GET admin/catalogue/export: every product with its price, sale price, stock and visibility as CSV (columns:
// lib/domain/catalogue-csv.ts), streamed a page of products at a time; the file imports back unchanged.
export const dynamic = 'force-dynamic';

export const GET = staffRead('catalogue.manage', async () => {
  return new Response(catalogueCsvStream(), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="upahar-ghar-products-${kathmanduDateKey(new Date())}.csv"`,
      ...cacheHeaders('private'),
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
