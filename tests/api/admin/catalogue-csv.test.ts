import { and, asc, eq, inArray } from 'drizzle-orm';
import { GET as exportRoute } from '@/app/api/dashboard/v1/admin/catalogue/export/route';
import { POST as importRoute } from '@/app/api/dashboard/v1/admin/catalogue/import/route';
import { GET as productRoute } from '@/app/api/V2/product/[idOrSlug]/route';
import { parseCsv } from '@/lib/domain/csv-parse';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { auditLog, products } from '@/lib/server/db/schema';
import { adminCall } from './support';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newCustomer } from '../orders/support';
import { newStaffMember } from '../support/users';

// Bulk prices by CSV (issue 25): the export lists every product's price, sale price, stock and visibility; an import
// of the same columns shows first, in a dry run, what each row would change and what is wrong with each bad row; the
// import itself changes every row or, with one bad row, nothing, and names the row. Shoppers see the new prices.

const { db } = useTestDatabase();

type Who = { headers: Record<string, string> } | null;
const URL_IMPORT = '/api/dashboard/v1/admin/catalogue/import';
const send = (who: Who, csv: string, apply = false) => adminCall(importRoute, URL_IMPORT, { method: 'POST', body: { csv, apply }, headers: who?.headers });
const shopPrice = async (slug: string) => {
  const { product } = (await callRoute(productRoute, { url: `/api/V2/product/${slug}`, params: { idOrSlug: slug } })).body.data;
  return { price: product.price, salePrice: product.salePrice, sellingPrice: product.sellingPrice, inStock: product.inStock };
};

/** Three products of this test's own (the file's tests share one database), with plain prices to start from. */
async function threeProducts(set: number) {
  const rows = await db()
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(and(eq(products.type, 'product'), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(3)
    .offset(set * 3);
  await db()
    .update(products)
    .set({ price: 100_000, salePrice: null, stock: 5 })
    .where(inArray(products.id, rows.map((r) => r.id)));
  return rows as [(typeof rows)[number], (typeof rows)[number], (typeof rows)[number]];
}

const stateOf = async (ids: number[]) =>
  db()
    .select({ id: products.id, price: products.price, salePrice: products.salePrice, stock: products.stock, isActive: products.isActive })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id));

describe('catalogue CSV import (admin/catalogue/import)', () => {
  it('a dry run lists each row’s changes (before → after) and changes nothing; applying changes what shoppers see', async () => {
    const manager = await newStaffMember('manager');
    const [a, b, c] = await threeProducts(0);
    const csv = ['id,name,price,sale_price,stock,visible', `${a.id},${a.name},1350,,5,yes`, `${b.id},whatever,1000,899.50,12,yes`, `${c.id},,1000,,5,yes`].join('\r\n');

    const dry = await send(manager, csv);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({
      rows: 3,
      changed: [
        { row: 2, productId: a.id, name: a.name, changes: [{ column: 'price', before: '1000', after: '1350' }] },
        {
          row: 3,
          productId: b.id,
          name: b.name,
          changes: [
            { column: 'sale_price', before: '', after: '899.50' },
            { column: 'stock', before: '5', after: '12' },
          ],
        },
      ],
      unchanged: 1,
      errors: [],
      applied: false,
    });
    expect((await shopPrice(a.slug)).price).toBe(100_000);

    const applied = await send(manager, csv, true);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, unchanged: 1, errors: [] });
    expect(await shopPrice(a.slug)).toMatchObject({ price: 135_000, salePrice: null, sellingPrice: 135_000 });
    expect(await shopPrice(b.slug)).toMatchObject({ price: 100_000, salePrice: 89_950, sellingPrice: 89_950 });

    // One audit entry per product changed, with its before and after; none for the unchanged row.
    const entries = await db().select().from(auditLog).where(eq(auditLog.action, 'product.update')).orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.entityId)).toEqual([String(a.id), String(b.id)]);
    expect(entries[0]).toMatchObject({ staffUserId: manager.id, before: { id: a.id, price: 100_000 }, after: { id: a.id, price: 135_000 } });
    expect(entries[0]!.summary).toContain('price रू 1,000 → रू 1,350');
  });

  it('one bad row changes nothing: the import answers 400 naming the row, its column and why', async () => {
    const manager = await newStaffMember('manager');
    const [a, b, c] = await threeProducts(1);
    const before = await stateOf([a.id, b.id, c.id]);
    const csv = ['id,price,stock', `${a.id},1500,3`, `${b.id},12.345,3`, `${c.id},1500,3`].join('\n');

    const dry = await send(manager, csv);
    expect(dry.body.data.errors).toEqual([{ row: 3, column: 'price', message: '“12.345” is not an amount in rupees: write it like 1250 or 1250.50.' }]);
    expect(dry.body.data.changed.map((r: { row: number }) => r.row)).toEqual([2, 4]);

    const refused = await send(manager, csv, true);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'csv_invalid',
      message: 'Nothing was changed: row 3 has an error.',
      fields: { 'row 3': 'price: “12.345” is not an amount in rupees: write it like 1250 or 1250.50.' },
    });
    expect(await stateOf([a.id, b.id, c.id])).toEqual(before);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'product.update'), inArray(auditLog.entityId, [a.id, b.id, c.id].map(String))))).toHaveLength(0);
  });

  it('names every kind of bad row: unknown id, repeated id, sale at or above the price, stock, visibility, extra fields', async () => {
    const manager = await newStaffMember('manager');
    const [a, b, c] = await threeProducts(2);
    const csv = [
      'id,price,sale_price,stock,visible',
      '99999999,100,,1,yes',
      `${a.id},500,500,1,yes`,
      `${a.id},500,,1,yes`,
      `${b.id},500,,-2,maybe`,
      `${c.id},500,,1,yes,extra`,
      ',1,,1,yes',
    ].join('\n');
    const { body } = await send(manager, csv);
    expect(body.data.errors).toEqual([
      { row: 2, column: 'id', message: 'No product has the id “99999999”.' },
      { row: 3, column: 'sale_price', message: 'The sale price must be below the price (500).' },
      { row: 4, column: 'id', message: `Product ${a.id} is already on row 3.` },
      { row: 5, column: 'stock', message: '“-2” is not a stock: write a whole number from 0 to 1000000.' },
      { row: 5, column: 'visible', message: '“maybe” is not yes or no.' },
      { row: 6, column: null, message: 'This row has 6 fields but the header has 5: is a comma missing its quotes?' },
      { row: 7, column: 'id', message: 'The id is missing.' },
    ]);
    const header = await send(manager, 'id,price,colour\n1,2,red');
    expect(header.body.data.errors).toEqual([{ row: 1, column: 'colour', message: expect.stringMatching(/^Unknown column “colour”/) }]);
    const quote = await send(manager, `id,price\n${a.id},"12`);
    expect(quote.body.data.errors).toEqual([{ row: 2, column: null, message: expect.stringMatching(/never closed/) }]);
  });

  it('reads RFC 4180 quoting: names with commas, quotes and line breaks; a price in quotes; hiding a product', async () => {
    const manager = await newStaffMember('manager');
    const [a, b] = await threeProducts(3);
    const csv = `id,name,price,visible\r\n${a.id},"Cake, ""deluxe""\r\nwith cream","1450.5",yes\r\n${b.id},"Plain",1000,no\r\n`;
    const dry = await send(manager, csv);
    expect(dry.body.data.errors).toEqual([]);
    expect(dry.body.data.changed).toEqual([
      { row: 2, productId: a.id, name: a.name, changes: [{ column: 'price', before: '1000', after: '1450.50' }] },
      { row: 3, productId: b.id, name: b.name, changes: [{ column: 'visible', before: 'yes', after: 'no' }] },
    ]);
    expect((await send(manager, csv, true)).status).toBe(200);
    expect((await shopPrice(a.slug)).price).toBe(145_050);
    // Hidden: the shop no longer shows it.
    expect((await callRoute(productRoute, { url: `/api/V2/product/${b.slug}`, params: { idOrSlug: b.slug } })).status).toBe(404);
  });

  it('two imports of the same products at once: both apply, one after the other, nothing lost or half-done', async () => {
    const manager = await newStaffMember('manager');
    const [a, b] = await threeProducts(4);
    const files = [`id,price\n${a.id},1100\n${b.id},1100`, `id,stock\n${b.id},40\n${a.id},40`];
    const answers = await concurrently(files, 2, (csv) => send(manager, csv, true));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect((await stateOf([a.id, b.id])).map((s) => [s.price, s.stock])).toEqual([
      [110_000, 40],
      [110_000, 40],
    ]);
  });

  it('refuses a body without a file (400 by the field); kitchen, support and riders get 403, customers 404', async () => {
    const manager = await newStaffMember('manager');
    const empty = await send(manager, '');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('csv');
    for (const role of ['kitchen', 'support', 'rider'] as StaffRole[]) {
      expect({ role, status: (await send(await newStaffMember(role), 'id\n1')).status }).toEqual({ role, status: 403 });
    }
    expect((await send({ headers: (await newCustomer()).headers }, 'id\n1')).status).toBe(404);
    expect((await send(null, 'id\n1')).status).toBe(404);
  });
});

describe('catalogue CSV export (admin/catalogue/export)', () => {
  it('streams every product with its prices in rupees; the file imports back changing nothing', async () => {
    const editor = await newStaffMember('editor');
    const res = await adminCall(exportRoute, '/api/dashboard/v1/admin/catalogue/export', { headers: editor.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="upahar-ghar-products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const parsed = parseCsv(res.body as string);
    if ('error' in parsed) throw new Error(parsed.error.message);
    const [header, ...rows] = parsed.records;
    expect(header!.cells).toEqual(['id', 'sku', 'type', 'slug', 'name', 'category', 'price', 'sale_price', 'stock', 'visible']);
    const [{ count }] = (await db().execute<{ count: number }>(`select count(*)::int as count from products`)).rows as [{ count: number }];
    expect(rows).toHaveLength(count);
    const [first] = await db().select().from(products).where(eq(products.id, Number(rows[0]!.cells[0])));
    expect(rows[0]!.cells[6]).toBe(String(first!.price / 100).replace(/\.(\d)$/, '.$10'));

    // Re-importing the export as it is would change nothing.
    const dry = await send(editor, res.body as string);
    expect(dry.body.data).toMatchObject({ rows: count, changed: [], unchanged: count, errors: [] });

    expect((await adminCall(exportRoute, '/api/dashboard/v1/admin/catalogue/export', { headers: (await newStaffMember('support')).headers })).status).toBe(403);
  });
});
