import type { Pool } from 'pg';
import { GET as getProducts } from '@/app/api/V2/products/route';
import { GET as getStoreProducts } from '@/app/api/V2/store/[idOrSlug]/products/route';
import { MAX_LIST_DEPTH } from '@/lib/domain/pagination';
import { and } from 'drizzle-orm';
import type { ProductSort } from '@/lib/domain/catalogue-types';
import { storeBestSellers } from '@/lib/server/services/catalogue';
import { categoryScopeBySlug } from '@/lib/server/services/catalogue/categories';
import { idsInOrder, scopeIndex } from '@/lib/server/services/catalogue/facet-index';
import { filterConditions, normaliseFilters, sortOrder } from '@/lib/server/services/catalogue/product-list';
import { activeProduct } from '@/lib/server/services/catalogue/product-card';
import { products as productsTable } from '@/lib/server/db/schema';
import { growCatalogue } from '@/tests/bench/scale/grow-catalogue';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Issue 26: a list is paged to MAX_LIST_DEPTH products (100 pages of 24) and no deeper, in every sort it offers; a page
// past that depth is the same 404 as a page past the end, naming the last page. The catalogue is grown past the depth
// (the bench's generator), so the cap, not the end of the list, is what stops it.

const { db } = useTestDatabase();
const pool = () => (db() as unknown as { $client: Pool }).$client;

const PRODUCTS = 3000;
const SORTS = ['popular', 'newest', 'rating', 'price-asc', 'price-desc'];

beforeAll(async () => {
  const client = await pool().connect();
  try {
    expect(await growCatalogue(client, PRODUCTS)).toBe(PRODUCTS);
  } finally {
    client.release();
  }
}, 180_000);

const products = (query: string) => callRoute(getProducts, { url: `/api/V2/products?${query}` });

describe.each(SORTS)('all products sorted %s', (sort) => {
  it('lists its last page at the depth cap and answers the page after it with 404', async () => {
    const lastPage = MAX_LIST_DEPTH / 24;
    const last = await products(`sort=${sort}&page=${lastPage}&perPage=24`);
    expect(last.status).toBe(200);
    expect(last.body.data.products).toHaveLength(24);
    // The count stays true; only the pages stop.
    expect(last.body.meta.pagination.total).toBeGreaterThan(MAX_LIST_DEPTH);
    expect(last.body.meta.pagination).toMatchObject({ currentPage: lastPage, totalPages: lastPage });

    const past = await products(`sort=${sort}&page=${lastPage + 1}&perPage=24`);
    expect(past.status).toBe(404);
    expect(past.body.error.code).toBe('page_not_found');
    expect(past.body.error.message).toBe(`There is no page ${lastPage + 1}: the last page is ${lastPage}`);
    expect((await products(`sort=${sort}&page=1000&perPage=24`)).status).toBe(404);
  });
});

it('caps by depth, not by page number: 48 a page stops at page 50', async () => {
  expect((await products('page=50&perPage=48')).status).toBe(200);
  const past = await products('page=51&perPage=48');
  expect(past.status).toBe(404);
  expect(past.body.error.message).toBe('There is no page 51: the last page is 50');
});

it('the last page at the cap continues the page before it', async () => {
  const lastPage = MAX_LIST_DEPTH / 24;
  const [before, last] = await Promise.all([products(`sort=newest&page=${lastPage - 1}`), products(`sort=newest&page=${lastPage}`)]);
  const ids = [...before.body.data.products, ...last.body.data.products].map((p: { id: number }) => p.id);
  expect(new Set(ids).size).toBe(48);
});

it('a store list stops at the same depth', async () => {
  const { rows } = await pool().query<{ slug: string; n: number }>(
    'SELECT s.slug, count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE p.is_active GROUP BY s.slug ORDER BY n DESC LIMIT 1',
  );
  const store = rows[0]!;
  expect(store.n).toBeGreaterThan(MAX_LIST_DEPTH / 10);
  const storePage = (page: number) =>
    callRoute(getStoreProducts, { url: `/api/V2/store/${store.slug}/products?page=${page}&perPage=10`, params: { idOrSlug: store.slug } });
  const lastStorePage = Math.min(Math.ceil(store.n / 10), MAX_LIST_DEPTH / 10);
  expect((await storePage(lastStorePage)).status).toBe(200);
  expect((await storePage(lastStorePage + 1)).status).toBe(404);
});

it("a store's best sellers are its first page sorted by popularity", async () => {
  const { rows } = await pool().query<{ id: number; slug: string }>('SELECT id, slug FROM stores ORDER BY id LIMIT 1');
  const store = rows[0]!;
  const list = await callRoute(getStoreProducts, { url: `/api/V2/store/${store.slug}/products?sort=popular&perPage=8`, params: { idOrSlug: store.slug } });
  const best = await storeBestSellers(store.id, 8);
  expect(best.map((p) => p.id)).toEqual(list.body.data.products.map((p: { id: number }) => p.id));
  expect(best.length).toBeGreaterThan(0);
});

// Past page 1, a list's page is picked from its scope's columns in memory (facet-index.ts idsInOrder) once they are
// built, rather than by walking a sort index shared with the whole catalogue. Its pages must be exactly the ones SQL's
// order gives, ties included (the grown catalogue has many products with the same sales, rating and price).
describe.each(SORTS)('a category page read from its columns, sorted %s', (sort) => {
  it('holds the same products in the same order as the SQL sort, with and without a filter', async () => {
    const scope = (await categoryScopeBySlug('cakes'))!;
    const index = await scopeIndex(scope.key, scope.where, Date.now());
    const { rows: colours } = await pool().query<{ v: string }>(
      'SELECT v FROM products p, unnest(p.colors) v WHERE p.is_active GROUP BY v ORDER BY count(*) DESC LIMIT 1',
    );
    for (const input of [{}, { color: [colours[0]!.v] }]) {
      const filters = normaliseFilters({ ...input, sort: sort as ProductSort });
      const sql = await db()
        .select({ id: productsTable.id })
        .from(productsTable)
        .where(and(activeProduct, scope.where, ...filterConditions(filters)))
        .orderBy(...sortOrder(filters.sort));
      const all = sql.map((r) => r.id);
      expect(all.length).toBeGreaterThan(200);
      expect(idsInOrder(index, filters, 0, all.length, filters.sort)).toEqual(all);
      expect(idsInOrder(index, filters, 96, 120, filters.sort)).toEqual(all.slice(96, 120));
    }
  });
});
