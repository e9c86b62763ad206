import { sql } from 'drizzle-orm';
import type { CategorySummary } from '@/lib/domain/catalogue-types';
import { getCategoryTree } from '@/lib/server/services/catalogue';
import { useTestDatabase } from '../support/database';

// Issue 26: the category tree's product counts (home tiles, /categories) are kept in category_product_counts by the
// statements that change products and categories (migration 0021), instead of being counted over every product's
// memberships on the first home render. What a shopper would notice: the counts on the tiles are right after any
// change, the same as counting every membership (the query the tree ran before, kept here as the truth).

const { db } = useTestDatabase();

async function truth(): Promise<Map<number, number>> {
  const { rows } = await db().execute<{ id: number; n: number }>(sql`
    WITH RECURSIVE tree(root_id, id) AS (
      SELECT id, id FROM categories UNION ALL SELECT t.root_id, c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    ),
    membership(product_id, category_id) AS (
      SELECT p.id, p.category_id FROM products p WHERE p.is_active
      UNION
      SELECT pc.product_id, pc.category_id FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE p.is_active
    )
    SELECT t.root_id AS id, count(DISTINCT m.product_id)::int AS n FROM tree t JOIN membership m ON m.category_id = t.id GROUP BY t.root_id`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

async function shown(): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  const visit = (c: CategorySummary) => {
    counts.set(c.id, c.productCount ?? 0);
    for (const child of c.children ?? []) visit(child);
  };
  for (const top of await getCategoryTree()) visit(top);
  return counts;
}

async function expectRightCounts() {
  const [expected, actual] = await Promise.all([truth(), shown()]);
  for (const [id, n] of actual) expect([id, n]).toEqual([id, expected.get(id) ?? 0]);
  expect([...expected.values()].some((n) => n > 0)).toBe(true);
}

const idOf = async (table: 'categories' | 'products', slug: string) =>
  (await db().execute<{ id: number }>(sql`SELECT id FROM ${sql.identifier(table)} WHERE slug = ${slug}`)).rows[0]!.id;

it('match a count of every membership as seeded', async () => {
  await expectRightCounts();
});

it('follow products taken off and put back, moved, given an extra category, added and removed', async () => {
  const flowers = await idOf('categories', 'flowers');
  const hampers = await idOf('categories', 'hampers');
  const cake = await idOf('products', 'classic-chocolate-cake');
  const before = (await shown()).get(flowers)!;

  await db().execute(sql`UPDATE products SET is_active = false WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 5)`);
  await expectRightCounts();
  await db().execute(sql`UPDATE products SET is_active = true WHERE id IN (SELECT id FROM products ORDER BY id LIMIT 3)`);
  await expectRightCounts();

  await db().execute(sql`UPDATE products SET category_id = ${flowers} WHERE id = ${cake}`);
  await expectRightCounts();
  expect((await shown()).get(flowers)).toBe(before + 1);

  await db().execute(sql`INSERT INTO product_categories (product_id, category_id) VALUES (${cake}, ${hampers}) ON CONFLICT DO NOTHING`);
  await expectRightCounts();
  await db().execute(sql`DELETE FROM product_categories WHERE product_id = ${cake} AND category_id = ${hampers}`);
  await expectRightCounts();

  // A statement that changes neither categories nor is_active (stock, sales) leaves the counts as they are.
  await db().execute(sql`UPDATE products SET stock = stock + 1, sold_count = sold_count + 1`);
  await expectRightCounts();

  await db().execute(sql`
    INSERT INTO products (slug, sku, name, type, category_id, store_id, price, images, is_active)
    SELECT 'counted-copy', 'COUNTED-COPY', 'Counted copy', type, ${hampers}, store_id, price, images, true FROM products WHERE id = ${cake}`);
  await expectRightCounts();
  await db().execute(sql`DELETE FROM products WHERE slug = 'counted-copy'`);
  await expectRightCounts();
});

it('follow the tree itself: a category moved under another', async () => {
  const flowers = await idOf('categories', 'flowers');
  await db().execute(sql`UPDATE categories SET parent_id = ${flowers} WHERE slug = 'hampers'`);
  await expectRightCounts();
});
