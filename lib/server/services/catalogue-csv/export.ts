import 'server-only';
import { asc, eq, gt } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS, rupeesText } from '@/lib/domain/catalogue-csv';
import { toCsv } from '@/lib/domain/csv';
import { getDb } from '@/lib/server/db/client';
import { categories, products } from '@/lib/server/db/schema';

// The catalogue as CSV (issue 25): every product with its price, sale price, stock and visibility, in id order. Read in
// pages of BATCH by id (keyset, on the primary key), streamed as they are read: memory stays one page whatever the
// catalogue's size, and the file re-imports unchanged (prices as 1250 or 1250.50, as the import reads them).

const BATCH = 1000;

/** One record with its CRLF (toCsv joins records; a stream sends them a page at a time). */
const csvLine = (cells: ReadonlyArray<string | number | null>) => `${toCsv([cells])}\r\n`;

async function* lines(): AsyncGenerator<string> {
  yield `\ufeff${csvLine(CATALOGUE_CSV_COLUMNS.map((c) => c.name))}`; // the BOM makes Excel read UTF-8 (Nepali names)
  let after = 0;
  for (;;) {
    const rows = await getDb()
      .select({
        id: products.id,
        sku: products.sku,
        type: products.type,
        slug: products.slug,
        name: products.name,
        category: categories.slug,
        price: products.price,
        salePrice: products.salePrice,
        stock: products.stock,
        isActive: products.isActive,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows
      .map((r) =>
        csvLine([r.id, r.sku, r.type, r.slug, r.name, r.category, rupeesText(r.price), r.salePrice === null ? null : rupeesText(r.salePrice), r.stock, r.isActive ? 'yes' : 'no']),
      )
      .join('');
    after = rows[rows.length - 1]!.id;
    if (rows.length < BATCH) return;
  }
}

/** The export as a byte stream (UTF-8). */
export function catalogueCsvStream(): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = lines();
  return new ReadableStream({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}
