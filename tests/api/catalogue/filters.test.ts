import { sql } from 'drizzle-orm';
import { GET as getCategory } from '@/app/api/V2/category/[slug]/route';
import type { FilterBox, Pagination, ProductCard } from '@/lib/domain/catalogue-types';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Issue 11 §4 "Lists tell the truth": the price filter cuts exactly at the bounds given, and the filter box's counts
// follow the filters already chosen. Expectations come from the database itself (the category's products read with
// plain SQL and filtered here), not from the list code under test.

const { db } = useTestDatabase();

/** Lists sort and filter on the catalogue's own price (index-backed); a campaign price is shown over it (README). */
const listedPrice = (p: { sellingPrice: number; campaign?: { regularPrice: number } }) => p.campaign?.regularPrice ?? p.sellingPrice;

const SLUG = 'cakes';

type Row = { id: number; selling: number; sizes: string[]; colors: string[]; tags: string[]; brand: string | null };

/** The active products of a category and its children (primary category or an extra membership), from SQL. */
async function categoryProducts(slug: string): Promise<Row[]> {
  const result = await db().execute<Row>(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM categories WHERE slug = ${slug}
      UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    )
    SELECT p.id, coalesce(p.sale_price, p.price) AS selling, p.sizes, p.colors, p.tags, b.slug AS brand
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id
    WHERE p.is_active AND (p.category_id IN (SELECT id FROM tree)
      OR EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id IN (SELECT id FROM tree)))
  `);
  return result.rows.map((r) => ({ ...r, selling: Number(r.selling) }));
}

async function list(query: string): Promise<{ products: ProductCard[]; filterbox: FilterBox; pagination: Pagination }> {
  const res = await callRoute(getCategory, { url: `/api/V2/category/${SLUG}${query}`, params: { slug: SLUG } });
  expect(res.status).toBe(200);
  return { ...res.body.data, pagination: res.body.meta.pagination };
}

/** Every product of the filtered list, all pages. */
async function allListed(query: string): Promise<{ products: ProductCard[]; total: number }> {
  const products: ProductCard[] = [];
  for (let page = 1; ; page++) {
    const { products: batch, pagination } = await list(`${query}&perPage=48&page=${page}`);
    products.push(...batch);
    if (page >= pagination.totalPages) return { products, total: pagination.total };
  }
}

const rupees = (paisa: number) => paisa / 100;

describe('the price filter cuts at the bounds given, each on its own', () => {
  it('minPrice=0&maxPrice=5000 lists every product up to रू 5,000 and nothing dearer', async () => {
    const expected = (await categoryProducts(SLUG)).filter((p) => p.selling <= 5000 * 100);
    const { products, total } = await allListed('?minPrice=0&maxPrice=5000');
    expect(products.map((p) => rupees(listedPrice(p))).filter((r) => r > 5000)).toEqual([]);
    expect(total).toBe(expected.length);
    expect(products.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id).sort((a, b) => a - b));
  });

  it('minPrice=1000 alone lists everything from रू 1,000 up, the dearest cake included (no cap at रू 5,000)', async () => {
    const rows = await categoryProducts(SLUG);
    const dearest = Math.max(...rows.map((p) => p.selling));
    expect(dearest).toBeGreaterThan(5000 * 100); // the seed has cakes above रू 5,000, or this test proves nothing
    const { products, total } = await allListed('?minPrice=1000&sort=price-desc');
    expect(total).toBe(rows.filter((p) => p.selling >= 1000 * 100).length);
    expect(products[0] && listedPrice(products[0])).toBe(dearest);
    expect(products.every((p) => listedPrice(p) >= 1000 * 100)).toBe(true);
  });

  it("the price control's ends are the category's cheapest and dearest prices, whatever the filters", async () => {
    const rows = await categoryProducts(SLUG);
    const ends = { min: Math.floor(Math.min(...rows.map((p) => p.selling)) / 100), max: Math.ceil(Math.max(...rows.map((p) => p.selling)) / 100) };
    expect((await list('')).filterbox.price).toEqual(ends);
    expect((await list('?maxPrice=2000')).filterbox.price).toEqual(ends);
  });
});

describe('facet counts follow the filters already chosen', () => {
  /** The count the box should show for `value` of facet `key`: products passing every chosen filter but that facet's. */
  function expectedCount(rows: Row[], chosen: Partial<Record<'size' | 'color' | 'tags' | 'brand', string[]>>, key: keyof typeof chosen, value: string) {
    const has = (p: Row, k: keyof typeof chosen, v: string) =>
      k === 'brand' ? p.brand === v : (k === 'size' ? p.sizes : k === 'color' ? p.colors : p.tags).includes(v);
    return rows.filter(
      (p) =>
        Object.entries(chosen).every(([k, values]) => k === key || values.some((v) => has(p, k as keyof typeof chosen, v))) &&
        has(p, key, value),
    ).length;
  }

  function checkBox(box: FilterBox, rows: Row[], chosen: Partial<Record<'size' | 'color' | 'tags' | 'brand', string[]>>) {
    const shown = [
      ...box.sizes.map((f) => ['size', f.value, f.count] as const),
      ...box.colors.map((f) => ['color', f.value, f.count] as const),
      ...box.tags.map((f) => ['tags', f.value, f.count] as const),
      ...box.brands.map((f) => ['brand', f.slug, f.count] as const),
    ];
    expect(shown.length).toBeGreaterThan(0);
    const wrong = shown.filter(([key, value, count]) => count !== expectedCount(rows, chosen, key, value));
    expect(wrong.map(([key, value, count]) => `${key}=${value}: shows ${count}, should be ${expectedCount(rows, chosen, key, value)}`)).toEqual([]);
  }

  it('with a brand chosen, sizes, colours and tags count within that brand; brands count as if none were chosen', async () => {
    const rows = await categoryProducts(SLUG);
    const brand = (await list('')).filterbox.brands[0]!.slug;
    const { filterbox, pagination } = await list(`?brand=${brand}`);
    expect(pagination.total).toBe(rows.filter((p) => p.brand === brand).length);
    checkBox(filterbox, rows, { brand: [brand] });
    // The box really changed: some size counts fewer products within the brand than in the whole category.
    const whole = (await list('')).filterbox;
    expect(filterbox.sizes.some((s) => s.count < (whole.sizes.find((w) => w.value === s.value)?.count ?? 0))).toBe(true);
  });

  it('with a brand, a size and a price bound chosen, every count is what ticking it would list', async () => {
    const rows = await categoryProducts(SLUG);
    const brand = (await list('')).filterbox.brands[0]!.slug;
    const size = (await list(`?brand=${brand}`)).filterbox.sizes[0]!.value;
    const { filterbox, pagination } = await list(`?brand=${brand}&size=${encodeURIComponent(size)}&maxPrice=3000`);
    const cheap = rows.filter((p) => p.selling <= 3000 * 100);
    checkBox(filterbox, cheap, { brand: [brand], size: [size] });
    expect(pagination.total).toBe(cheap.filter((p) => p.brand === brand && p.sizes.includes(size)).length);
    // …and a size's count is the total of the list with that size chosen instead.
    const other = filterbox.sizes.find((s) => s.value !== size && s.count > 0)!;
    const swapped = await list(`?brand=${brand}&size=${encodeURIComponent(other.value)}&maxPrice=3000`);
    expect(swapped.pagination.total).toBe(other.count);
  });

  it('a chosen value that nothing in view has is still listed, at 0, so it can be unticked', async () => {
    const { filterbox, pagination } = await list('?color=no-such-colour&brand=no-such-brand');
    expect(pagination.total).toBe(0);
    expect(filterbox.colors).toContainEqual({ value: 'no-such-colour', count: 0 });
    // An unknown brand has no name to show: only real brands are listed.
    expect(filterbox.brands.find((b) => b.slug === 'no-such-brand')).toBeUndefined();
  });
});
