import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Pool } from 'pg';
import { GET as getCategories } from '@/app/api/V2/categories/route';
import { GET as getCategory } from '@/app/api/V2/category/[slug]/route';
import { GET as getProduct } from '@/app/api/V2/product/[idOrSlug]/route';
import { GET as getProducts } from '@/app/api/V2/products/route';
import { GET as search } from '@/app/api/V2/search/route';
import type { FilterBox, ProductCard } from '@/lib/domain/catalogue-types';
import { getCategoryBySlug, listCategoryProducts, listOccasionProducts, SEARCH_RESULT_CAP } from '@/lib/server/services/catalogue';
import { growCatalogue } from '@/tests/bench/scale/grow-catalogue';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Issue 16: lists stay bounded as the catalogue grows. What a shopper would notice: the same lists, counts and search
// results, however many products the shop has; what the shop would notice: a product page or a category list never
// runs the catalogue-wide category counts. The catalogue is grown here to 2,000 products (the bench's generator), so
// a broad search has more matches than it lists.

// Search's plan (walk the popularity index, or read every match from the GIN index) is chosen from statistics; a test
// may force it (mockWalk) to show that the plan changes only the cost, never the results.
let mockWalk: number | null = null;
jest.mock('@/lib/server/services/catalogue/index-walks', () => {
  const actual = jest.requireActual('@/lib/server/services/catalogue/index-walks');
  return { ...actual, walkLimit: (...args: Parameters<typeof actual.walkLimit>) => mockWalk ?? actual.walkLimit(...args) };
});

const { db } = useTestDatabase();

const pool = () => (db() as unknown as { $client: Pool }).$client;

/** Runs `work` and returns how many statements it sent that compute the catalogue-wide category counts. */
async function countsRunBy(work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(pool(), 'query');
  try {
    await work();
    // The counts statement is the only one that reads the kept counts (categories.ts, migration 0021).
    return spy.mock.calls.filter(([query]) => {
      const text = typeof query === 'string' ? query : (query as { text?: string }).text ?? '';
      return text.includes('"category_product_counts"');
    }).length;
  } finally {
    spy.mockRestore();
  }
}

describe('the catalogue-wide category counts', () => {
  it('are not run by a category list, a category page or a product page, and once by the category tree', async () => {
    expect(
      await countsRunBy(async () => {
        const res = await callRoute(getCategory, { url: '/api/V2/category/cakes?color=red&sort=price-asc', params: { slug: 'cakes' } });
        expect(res.status).toBe(200);
        expect(res.body.data.products.length).toBeGreaterThan(0);
      }),
    ).toBe(0);
    // What the category page renders (category-view.tsx): the category, then its list.
    expect(await countsRunBy(async () => Promise.all([getCategoryBySlug('cakes'), listCategoryProducts('cakes', { page: 2 })]))).toBe(0);
    expect(
      await countsRunBy(async () => {
        const res = await callRoute(getProduct, { url: '/api/V2/product/classic-chocolate-cake', params: { idOrSlug: 'classic-chocolate-cake' } });
        expect(res.status).toBe(200);
        expect(res.body.data.product?.name ?? res.body.data.name).toBe('Classic Chocolate Cake');
      }),
    ).toBe(0);
    expect(
      await countsRunBy(async () => {
        const res = await callRoute(getCategories, { url: '/api/V2/categories' });
        const cakes = (res.body.data.items as { slug: string; productCount: number }[]).find((c) => c.slug === 'cakes');
        expect(cakes?.productCount).toBeGreaterThan(50);
      }),
    ).toBe(1);
  });
});

describe('memberships kept on the product row', () => {
  it('follow product_categories and product_occasions as they change', async () => {
    const [flowers] = (await db().execute<{ id: number }>(sql`SELECT id FROM categories WHERE slug = 'flowers'`)).rows;
    const [cake] = (await db().execute<{ id: number }>(sql`SELECT id FROM products WHERE slug = 'classic-chocolate-cake'`)).rows;
    const inFlowers = async () =>
      (await listCategoryProducts('flowers', { perPage: 48, sort: 'newest' }))!.pagination.total;
    const before = await inFlowers();
    await db().execute(sql`INSERT INTO product_categories (product_id, category_id) VALUES (${cake!.id}, ${flowers!.id})`);
    expect(await inFlowers()).toBe(before + 1);
    await db().execute(sql`DELETE FROM product_categories WHERE product_id = ${cake!.id} AND category_id = ${flowers!.id}`);
    expect(await inFlowers()).toBe(before);

    const [teej] = (await db().execute<{ id: number }>(sql`SELECT id FROM occasions WHERE slug = 'teej'`)).rows;
    const forTeej = async () => (await listOccasionProducts('teej', { perPage: 48 }))!.products.some((p) => p.id === cake!.id);
    await db().execute(sql`DELETE FROM product_occasions WHERE product_id = ${cake!.id} AND occasion_id = ${teej!.id}`);
    expect(await forTeej()).toBe(false);
    await db().execute(sql`INSERT INTO product_occasions (product_id, occasion_id) VALUES (${cake!.id}, ${teej!.id})`);
    expect(await forTeej()).toBe(true);
  });
});

describe('at 2,000 products', () => {
  beforeAll(async () => {
    const client = await pool().connect();
    try {
      expect(await growCatalogue(client, 2000)).toBe(2000);
    } finally {
      client.release();
    }
  }, 120_000);

  async function searchFor(q: string, extra = '') {
    const res = await callRoute(search, { url: `/api/V2/search?q=${encodeURIComponent(q)}${extra}`, headers: { cookie: `ug_vid=${'c'.repeat(32)}` } });
    expect(res.status).toBe(200);
    return res.body as { data: { products: ProductCard[]; didYouMean: string | null }; meta: { pagination: { total: number; totalIsCapped?: boolean; totalPages: number } } };
  }

  it('lists the best 200 results of a broad search and says there are more', async () => {
    const [{ n }] = (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE is_active AND search_text LIKE '%chocolate%'`)).rows as [{ n: number }];
    expect(n).toBeGreaterThan(SEARCH_RESULT_CAP);
    const body = await searchFor('chocolate');
    expect(body.meta.pagination).toMatchObject({ total: SEARCH_RESULT_CAP, totalIsCapped: true, totalPages: Math.ceil(SEARCH_RESULT_CAP / 24) });
    for (const p of body.data.products) expect(p.name.toLowerCase()).toMatch(/chocolate/);
    // The last page exists and is full up to the cap; the one after it is past the end.
    const last = await searchFor('chocolate', `&page=${Math.ceil(SEARCH_RESULT_CAP / 24)}`);
    expect(last.data.products).toHaveLength(SEARCH_RESULT_CAP % 24 || 24);
    const past = await callRoute(search, { url: `/api/V2/search?q=chocolate&page=${Math.ceil(SEARCH_RESULT_CAP / 24) + 1}` });
    expect(past.status).toBe(404);
  });

  it('still puts an exact name first and forgives typos among hundreds of look-alikes', async () => {
    const exact = await searchFor('Red Velvet Heart Cake');
    expect(exact.data.products[0]?.name).toBe('Red Velvet Heart Cake');
    const typo = await searchFor('red velvat');
    expect(typo.data.didYouMean).toBe('red velvet');
    expect(typo.data.products.length).toBe(24);
    for (const p of typo.data.products) expect(p.name.toLowerCase()).toContain('red velvet');
    const cak = await searchFor('chocolat cak');
    for (const p of cak.data.products.slice(0, 10)) {
      expect(p.type).toBe('cake');
      expect(p.name.toLowerCase()).toContain('chocolate');
    }
    // A rare word (a place only variants carry) finds exactly the products that have it, counted exactly.
    const [{ n }] = (await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE is_active AND search_vector @@ 'bandipur'::tsquery`)).rows as [{ n: number }];
    const rare = await searchFor('bandipur');
    expect(rare.meta.pagination.total).toBe(Math.min(n, SEARCH_RESULT_CAP));
    expect(rare.meta.pagination.totalIsCapped).toBe(n > SEARCH_RESULT_CAP ? true : undefined);
  });

  it('finds the same results however far it walks the popularity index before reading every match', async () => {
    // Broad words (more matches than the cap), one that sells badly, rare words, two words, a typo, a prefix.
    const queries = ['chocolate', 'cake', 'red velvet', 'bandipur', 'chocolat cak', 'birthday cake', 'lilies', 'choc'];
    const results = async (q: string) => {
      const first = await searchFor(q, '&perPage=48');
      const last = await searchFor(q, `&perPage=48&page=${Math.max(1, first.meta.pagination.totalPages)}`);
      const listed = await callRoute(getProducts, { url: `/api/V2/products?q=${encodeURIComponent(q)}&perPage=48&sort=price-asc` });
      return {
        pagination: first.meta.pagination,
        first: first.data.products.map((p) => p.id),
        last: last.data.products.map((p) => p.id),
        listed: [listed.body.meta.pagination.total, listed.body.data.products.map((p: ProductCard) => p.id)],
      };
    };
    try {
      for (const q of queries) {
        mockWalk = null;
        const chosen = await results(q);
        expect(chosen.first.length).toBeGreaterThan(0);
        // 0: every match from the GIN index; 1 and 150: walks that give up early; 100,000: a walk to the end.
        for (const walk of [0, 1, 150, 100_000]) {
          mockWalk = walk;
          expect({ q, walk, ...(await results(q)) }).toEqual({ q, walk, ...chosen });
        }
      }
    } finally {
      mockWalk = null;
    }
  });

  it("lists a category's pages in each sort's order, wherever the category's prices sit among the catalogue's", async () => {
    // The expectation is plain SQL over the category and its children, in each sort's order.
    const orders: Record<string, string> = {
      popular: 'sold_count DESC, id',
      newest: 'created_at DESC, id DESC',
      'price-asc': 'coalesce(sale_price, price), id',
      'price-desc': 'coalesce(sale_price, price) DESC, id DESC',
      rating: 'rating_average DESC, rating_count DESC, id',
    };
    // Automobiles are the dearest products: a price order starts at the category's own cheapest (priceSortStart).
    for (const slug of ['cakes', 'automobiles', 'plants']) {
      const [{ ids }] = (await db().execute<{ ids: number[] }>(sql`SELECT array_agg(id) AS ids FROM categories WHERE slug = ${slug} OR parent_id = (SELECT id FROM categories WHERE slug = ${slug})`)).rows as [{ ids: number[] }];
      for (const [sort, order] of Object.entries(orders)) {
        const all = (await db().execute<{ id: number }>(sql.raw(`SELECT id FROM products WHERE is_active AND category_ids && '{${ids.join(',')}}' ORDER BY ${order}`))).rows.map((r) => r.id);
        const lastPage = Math.ceil(all.length / 10);
        for (const page of [1, 2, lastPage]) {
          const list = await listCategoryProducts(slug, { sort: sort as 'popular', page, perPage: 10 });
          expect({ slug, sort, page, ids: list!.products.map((p) => p.id) }).toEqual({ slug, sort, page, ids: all.slice((page - 1) * 10, page * 10) });
        }
      }
    }
  });

  it('learns the words of a new product, so a search finds it at once', async () => {
    await db().execute(sql`UPDATE products SET search_text = search_text || ' zumbalicious' WHERE slug = 'classic-chocolate-cake'`);
    const found = await searchFor('zumbalicous'); // one letter short: corrected to the new word
    expect(found.data.didYouMean).toBe('zumbalicious');
    expect(found.data.products.map((p) => p.name)).toEqual(['Classic Chocolate Cake']);
  });

  type Row = { id: number; sold: number; selling: number; sizes: string[]; colors: string[]; tags: string[]; brand: string | null };

  it('counts every facet of a filtered list as a full scan would, for any filters', async () => {
    // The expectation is computed here from every product in the category (plain SQL, no list code).
    const rows = (
      await db().execute<Row>(sql`
        SELECT p.id, p.sold_count AS sold, coalesce(p.sale_price, p.price) AS selling, p.sizes, p.colors, p.tags, b.slug AS brand
        FROM products p LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.is_active AND p.category_ids && (SELECT array_agg(id) FROM categories WHERE slug = 'cakes' OR parent_id = (SELECT id FROM categories WHERE slug = 'cakes'))`)
    ).rows.map((r) => ({ ...r, id: Number(r.id), sold: Number(r.sold), selling: Number(r.selling) }));
    const values = (pick: (r: Row) => string[]) => [...new Set(rows.flatMap(pick))].sort();
    const sizes = values((r) => r.sizes);
    const colors = values((r) => r.colors);
    const tags = values((r) => r.tags);
    const brands = values((r) => (r.brand ? [r.brand] : []));
    const filterArb = fc.record({
      size: fc.subarray(sizes, { maxLength: 2 }),
      color: fc.subarray(colors, { maxLength: 2 }),
      tags: fc.subarray(tags, { maxLength: 2 }),
      brand: fc.subarray(brands, { maxLength: 1 }),
      minPrice: fc.option(fc.constantFrom(500, 800), { nil: undefined }),
      maxPrice: fc.option(fc.constantFrom(1000, 2500, 5000), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(filterArb, async (f) => {
        const passes = {
          size: (r: Row) => !f.size.length || r.sizes.some((v) => f.size.includes(v)),
          color: (r: Row) => !f.color.length || r.colors.some((v) => f.color.includes(v)),
          tags: (r: Row) => !f.tags.length || r.tags.some((v) => f.tags.includes(v)),
          brand: (r: Row) => !f.brand.length || (r.brand !== null && f.brand.includes(r.brand)),
          price: (r: Row) => (f.minPrice === undefined || r.selling >= f.minPrice * 100) && (f.maxPrice === undefined || r.selling <= f.maxPrice * 100),
        };
        const others = (except: keyof typeof passes) => rows.filter((r) => Object.entries(passes).every(([k, ok]) => k === except || ok(r)));
        const tally = (list: Row[], pick: (r: Row) => string[]) => {
          const counts = new Map<string, number>();
          for (const r of list) for (const v of pick(r)) counts.set(v, (counts.get(v) ?? 0) + 1);
          return counts;
        };
        const query = new URLSearchParams();
        for (const v of f.size) query.append('size', v);
        for (const v of f.color) query.append('color', v);
        for (const v of f.tags) query.append('tags', v);
        for (const v of f.brand) query.append('brand', v);
        if (f.minPrice !== undefined) query.set('minPrice', String(f.minPrice));
        if (f.maxPrice !== undefined) query.set('maxPrice', String(f.maxPrice));
        const res = await callRoute(getCategory, { url: `/api/V2/category/cakes?${query}`, params: { slug: 'cakes' } });
        expect(res.status).toBe(200);
        const box = res.body.data.filterbox as FilterBox;
        const asMap = (facet: { value: string; count: number }[]) => new Map(facet.filter((x) => x.count > 0).map((x) => [x.value, x.count]));
        expect(asMap(box.sizes)).toEqual(tally(others('size'), (r) => r.sizes));
        expect(asMap(box.colors)).toEqual(tally(others('color'), (r) => r.colors));
        expect(asMap(box.tags)).toEqual(tally(others('tags'), (r) => r.tags));
        expect(asMap(box.brands.map((b) => ({ value: b.slug, count: b.count })))).toEqual(tally(others('brand'), (r) => (r.brand ? [r.brand] : [])));
        const passing = rows.filter((r) => Object.values(passes).every((ok) => ok(r)));
        expect(res.body.meta.pagination.total).toBe(passing.length);
        // The page lists the most popular of exactly those products (named by the facet pass, or read off the index).
        const popular = [...passing].sort((a, b) => b.sold - a.sold || a.id - b.id).slice(0, 24).map((r) => r.id);
        expect(res.body.data.products.map((p: { id: number }) => p.id)).toEqual(popular);
      }),
      { numRuns: 40, seed: 16 },
    );
  }, 120_000);
});
