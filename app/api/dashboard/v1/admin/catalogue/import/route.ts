import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { applyCatalogueCsv, dryRunCatalogueCsv } from '@/lib/server/services/catalogue-csv/import';
import { catalogueCsvImportSchema } from '@/lib/validation/catalogue-csv';

// POST admin/catalogue/import {csv, apply?} → data {rows, changed: [{row, productId, name, changes: [{column, before,
// after}]}], unchanged, errors: [{row, column, message}], applied}. Without apply (a dry run) nothing changes and every
// bad row is listed; with apply: true every row's change is made in one transaction, or, with any bad row, nothing
// (400 code csv_invalid, fields {"row 7": "price: …"}). Columns: lib/domain/catalogue-csv.ts, shown on the page.
export const dynamic = 'force-dynamic';

export const POST = staffWrite('catalogue.manage', async (request) => {
  const { csv, apply } = parseOrThrow(catalogueCsvImportSchema, await jsonBody(request));
  const result = apply ? await applyCatalogueCsv(csv) : await dryRunCatalogueCsv(csv);
  return ok(result, undefined, { cache: 'private' });
});
