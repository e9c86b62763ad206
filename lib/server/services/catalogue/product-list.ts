import 'server-only';
import { and, arrayOverlaps, asc, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import type { FacetCount, FilterBox, ProductFilters, ProductList, ProductSort } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { brands, products } from '@/lib/server/db/schema';
import { priceCards } from '@/lib/server/services/campaigns/prices';
import { countFacets, idsInOrder, prepareScopeIndex, scopeIndex } from './facet-index';
import { isPastListDepth } from '@/lib/domain/pagination';
import { activeProduct, productListPagination, selectCards, sellingPriceSql, toProductCard } from './product-card';

// Every filtered product list (category, occasion, store, products?…) runs through here: a scope (which products
// the page is about) plus the customer's filters, sort and page. The filter box follows the chosen filters the usual
// way: each facet's counts apply every other chosen filter but not its own (see FilterBox).

/** Filters a customer can leave out entirely; pages and services fill the rest. */
export type FilterInput = Partial<ProductFilters>;

export function normaliseFilters(input: FilterInput = {}): ProductFilters {
  return {
    size: input.size ?? [],
    brand: input.brand ?? [],
    color: input.color ?? [],
    tags: input.tags ?? [],
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    sort: input.sort ?? 'popular',
    page: Math.max(1, input.page ?? 1),
    perPage: Math.min(48, Math.max(1, input.perPage ?? 24)),
  };
}

type FacetKey = 'size' | 'color' | 'tags' | 'brand' | 'price';

/** The customer's narrowing per filter: OR within one filter (red or pink), AND across filters (red AND 2 lb). */
function conditionsByFacet(filters: ProductFilters): Partial<Record<FacetKey, SQL>> {
  const conditions: Partial<Record<FacetKey, SQL>> = {};
  if (filters.size.length) conditions.size = arrayOverlaps(products.sizes, filters.size);
  if (filters.color.length) conditions.color = arrayOverlaps(products.colors, filters.color);
  if (filters.tags.length) conditions.tags = arrayOverlaps(products.tags, filters.tags);
  if (filters.brand.length) {
    conditions.brand = inArray(
      products.brandId,
      getDb().select({ id: brands.id }).from(brands).where(inArray(brands.slug, filters.brand)),
    );
  }
  // The filter is in rupees; prices are paisa. Each bound cuts on its own; an absent one does not cut.
  const price: SQL[] = [];
  if (filters.minPrice !== undefined) price.push(gte(sellingPriceSql, filters.minPrice * 100));
  if (filters.maxPrice !== undefined) price.push(lte(sellingPriceSql, filters.maxPrice * 100));
  if (price.length) conditions.price = and(...price);
  return conditions;
}

export function filterConditions(filters: ProductFilters): SQL[] {
  return Object.values(conditionsByFacet(filters));
}

/** Each order is exactly an index's order (migration 0005), read forwards or backwards, so a page never sorts the scope. */
export function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-asc':
      return [asc(sellingPriceSql), asc(products.id)];
    case 'price-desc':
      return [desc(sellingPriceSql), desc(products.id)];
    case 'rating':
      return [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)];
    case 'popular':
    default:
      return [desc(products.soldCount), asc(products.id)];
  }
}

type FacetRow = { kind: string; value: string | null; name: string | null; n: number } & Record<string, unknown>;

const emptyBox = (): FilterBox => ({ sizes: [], brands: [], colors: [], tags: [], price: { min: 0, max: 0 } });

/**
 * Which products a list is about, and a stable name for it (the key its cached filter box is kept under). transient:
 * a one-off scope (a search's results) whose facet columns are not worth preparing ahead. whole: the scope is every
 * active product, whose own box is kept in the database (keptCatalogueBox) rather than counted.
 */
export type ListScope = { key: string; where: SQL; transient?: boolean; whole?: boolean };

type Counted = { filterbox: FilterBox; total: number };

/**
 * A box with, when filters are chosen and few products pass them, those products' ids (see queryProductList), and the
 * stamp of the scope's own box (the version of its facet columns).
 */
type CountedList = Counted & { matches: number[] | null; scopeSize: number; builtAt: number };

/** The scope's own filter box (nothing chosen), its size and its cheapest and dearest selling price: one scan. */
export async function scanScope(scope: SQL): Promise<Counted> {
  return boxOf(await getDb().execute<FacetRow>(sql`
    WITH scoped AS (
      SELECT ${products.sizes} AS sizes, ${products.colors} AS colors, ${products.tags} AS tags,
             ${products.brandId} AS brand_id, ${sellingPriceSql} AS selling
      FROM ${products} WHERE ${and(activeProduct, scope)}
    )
    SELECT 'size' AS kind, v AS value, NULL AS name, count(*)::int AS n FROM scoped, unnest(sizes) AS v GROUP BY v
    UNION ALL
    SELECT 'color', v, NULL, count(*)::int FROM scoped, unnest(colors) AS v GROUP BY v
    UNION ALL
    SELECT 'tag', v, NULL, count(*)::int FROM scoped, unnest(tags) AS v GROUP BY v
    UNION ALL
    SELECT 'brand', b.slug, b.name, count(*)::int FROM scoped s JOIN ${brands} b ON b.id = s.brand_id GROUP BY b.slug, b.name
    UNION ALL
    SELECT 'price', min(selling)::text, max(selling)::text, count(*)::int FROM scoped
  `));
}

/**
 * The whole catalogue's own box, read from what migration 0022's triggers keep (catalogue_facet_counts): a few hundred
 * rows however many products there are, where scanScope unnested every active product's sizes, colours and tags
 * (1.3–1.5 s at 100,000 products, paid by the first /products render after every restart or catalogue change). The
 * price ends are the first and last entries of products_selling_price_idx. Same rows, same meaning as scanScope's.
 */
export const keptCatalogueBoxSql = sql`
  SELECT k.kind, k.value, NULL AS name, k.product_count AS n
    FROM catalogue_facet_counts k WHERE k.kind IN ('size', 'color', 'tag') AND k.product_count > 0
  UNION ALL
  SELECT 'brand', b.slug, b.name, k.product_count
    FROM catalogue_facet_counts k JOIN ${brands} b ON b.id::text = k.value WHERE k.kind = 'brand' AND k.product_count > 0
  UNION ALL
  SELECT 'price',
    (SELECT min(${sellingPriceSql}) FROM ${products} WHERE ${activeProduct})::text,
    (SELECT max(${sellingPriceSql}) FROM ${products} WHERE ${activeProduct})::text,
    coalesce((SELECT product_count FROM catalogue_facet_counts WHERE kind = 'all' AND value = ''), 0)`;

export async function keptCatalogueBox(): Promise<Counted> {
  return boxOf(await getDb().execute<FacetRow>(keptCatalogueBoxSql));
}

/** A box from rows of (kind, value, name, n): a facet value and its count, or the price ends and the scope's size. */
function boxOf(result: { rows: FacetRow[] }): Counted {
  const box = emptyBox();
  let total = 0;
  for (const row of result.rows) {
    const value = row.value ?? '';
    if (row.kind === 'size') box.sizes.push({ value, count: row.n });
    else if (row.kind === 'color') box.colors.push({ value, count: row.n });
    else if (row.kind === 'tag') box.tags.push({ value, count: row.n });
    else if (row.kind === 'brand') box.brands.push({ slug: value, name: row.name ?? value, count: row.n });
    else if (row.kind === 'price') {
      total = row.n;
      if (row.n > 0) box.price = { min: Math.floor(Number(row.value) / 100), max: Math.ceil(Number(row.name) / 100) };
    }
  }
  return { filterbox: box, total };
}

/**
 * The scope's own box, cached until the catalogue changes, stamped with when it was computed: the stamp names the
 * catalogue version the scope's in-memory facet columns (facet-index.ts) must be built from.
 */
function scopeFacets(scope: ListScope): Promise<Counted & { builtAt: number }> {
  const count = scope.whole ? keptCatalogueBox : () => scanScope(scope.where);
  return cached(async () => ({ ...(await count()), builtAt: Date.now() }), ['catalogue', 'scope-facets', scope.key], {
    tags: [cacheTags.catalogue],
  })();
}

/**
 * The filter box of a scope under the chosen filters, and the number of products the list holds (issue 16: the box
 * was recomputed over all 34,694 cakes for every filter, sort and page):
 * - nothing chosen: the scope's cached box;
 * - filters chosen: one pass over the scope's facet columns held in memory (facet-index.ts), a few milliseconds for
 *   any filter set, including one never asked for before.
 * The price ends are always the scope's, before any filter.
 */
export async function computeFilterBox(scope: ListScope, filters: ProductFilters): Promise<CountedList> {
  const own = await scopeFacets(scope);
  const chosen = filters.size.length + filters.color.length + filters.tags.length + filters.brand.length > 0 || filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const kept = { scopeSize: own.total, builtAt: own.builtAt };
  if (!chosen) {
    if (!scope.transient) prepareScopeIndex(scope.key, scope.where, own.builtAt);
    return { ...(await finishBox(structuredClone(own.filterbox), own.total, filters, own.filterbox.price)), matches: null, ...kept };
  }
  const counted = countFacets(await scopeIndex(scope.key, scope.where, own.builtAt), filters);
  return { ...(await finishBox(counted.filterbox, counted.total, filters, own.filterbox.price)), matches: counted.matches, ...kept };
}

/** Chosen values no product in view has are listed at 0 (so they can be seen and unticked); facets sorted by count. */
async function finishBox(box: FilterBox, total: number, filters: ProductFilters, price: FilterBox['price']): Promise<Counted> {
  box.price = price;
  const keepChosen = (facet: FacetCount[], chosen: string[]) => {
    for (const value of chosen) if (!facet.some((f) => f.value === value)) facet.push({ value, count: 0 });
  };
  keepChosen(box.sizes, filters.size);
  keepChosen(box.colors, filters.color);
  keepChosen(box.tags, filters.tags);
  const missingBrands = filters.brand.filter((slug) => !box.brands.some((b) => b.slug === slug));
  if (missingBrands.length) {
    // A chosen brand that no product in view has still needs its name, so it can be shown (0) and unticked.
    const named = await getDb().select({ slug: brands.slug, name: brands.name }).from(brands).where(inArray(brands.slug, missingBrands));
    for (const b of named) box.brands.push({ slug: b.slug, name: b.name, count: 0 });
  }
  const byCount = <T extends { count: number }>(a: T, b: T, ka: string, kb: string) => b.count - a.count || ka.localeCompare(kb);
  box.sizes.sort((a, b) => byCount(a, b, a.value, b.value));
  box.colors.sort((a, b) => byCount(a, b, a.value, b.value));
  box.tags.sort((a, b) => byCount(a, b, a.value, b.value));
  box.brands.sort((a, b) => byCount(a, b, a.name, b.name));
  return { filterbox: box, total };
}

/**
 * The page's ids among the named products, in the sort's order. Only ids and sort keys are read, so PostgreSQL takes
 * them from the sort index alone (1.5 ms for 590 of 100,000 products); with whole rows and the filters tested again
 * it read every named row and the filters' indexes (8–70 ms). The page's rows are then fetched with the filters.
 */
async function namedPage(ids: number[], sort: ProductSort, limit: number, offset: number): Promise<number[]> {
  const rows = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(activeProduct, sql`${products.id} = ANY(${sql.param(ids)}::int[])`))
    .orderBy(...sortOrder(sort))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

/**
 * A page's ids in its sort, past the first page: only ids and sort keys are read, so PostgreSQL walks the sort index
 * alone (index-only: the catalogue-wide sort indexes carry category and occasion ids, a store has its own per sort;
 * migration 0020) and fetches the table rows and their store and category for the page's products only. Read as one
 * query with whole rows, page 100 joined and fetched every row it walked past (2,400 to 7,000 at 100,000 products).
 */
async function pageIds(where: SQL | undefined, sort: ProductSort, limit: number, offset: number): Promise<number[]> {
  const rows = await getDb().select({ id: products.id }).from(products).where(where).orderBy(...sortOrder(sort)).limit(limit).offset(offset);
  return rows.map((r) => r.id);
}

/** One page of the scope's products after the customer's filters, plus the filter box and pagination. */
export async function queryProductList(
  scope: ListScope,
  input: FilterInput = {},
  options: { orderBy?: SQL[]; now?: Date } = {},
): Promise<ProductList> {
  const filters = normaliseFilters(input);
  const offset = (filters.page - 1) * filters.perPage;
  const counted = await computeFilterBox(scope, filters);
  // A page past the served depth (MAX_LIST_DEPTH) is never read: it answers 404 like a page past the end.
  const tooDeep = isPastListDepth(filters.page, filters.perPage);
  // The page comes in its sort's index order (migration 0005): walking it with the filters tested on each table row
  // costs about (perPage + offset) × catalogue / matches rows, little while many products pass the filters. When few
  // do (at most MATCHES_NAMED_UP_TO), that walk would cross most of the catalogue (100,000 rows, 134 ms, for a tag
  // and colour no cake has together), so the facet pass names them, their page is picked from the sort index alone
  // (namedPage: index entries, no table rows), and only its rows are fetched. The filters still apply, so a name from
  // columns a moment old never lists a product that no longer passes them.
  const few = counted.matches;
  // A price order is read from the scope's facet columns instead (idsInOrder): a scope's prices sit anywhere in the
  // catalogue's, so the price index, walked in SQL, crossed 97,882 other products (0.3–0.6 s) before the first
  // automobile. So is a page past the first in the other orders, when the columns are built (a scope's first page
  // builds them, after its response): their SQL indexes are the whole catalogue's too (a store has its own), and
  // page 100 of a category holding 2.8% of 100,000 products read and sorted all 2,832 of its rows (about 20 ms, 90+
  // on a loaded machine). Either way the page's ids are named, fetched and sorted (by the values as they are now);
  // the columns are at most as old as the scope's cached box, so pages may disagree with page 1 only about products
  // whose sales or rating moved since. A search's results (at most 200) are sorted in SQL.
  const fromColumns = !tooDeep && !scope.transient && !options.orderBy && offset < counted.total;
  const priceSort = filters.sort === 'price-asc' || filters.sort === 'price-desc';
  const index = !fromColumns
    ? null
    : priceSort
      ? await scopeIndex(scope.key, scope.where, counted.builtAt)
      : offset > 0
        ? scopeIndex.held(scope.key, scope.where, counted.builtAt)
        : null;
  let page: number[] | null = null;
  if (index) page = idsInOrder(index, filters, offset, offset + filters.perPage, filters.sort);
  else if (tooDeep) page = [];
  else if (few) page = offset < few.length ? await namedPage(few, filters.sort, filters.perPage, offset) : [];
  const filtered = and(activeProduct, scope.where, ...filterConditions(filters));
  if (!page && offset > 0 && !options.orderBy) page = offset < counted.total ? await pageIds(filtered, filters.sort, filters.perPage, offset) : [];
  const named = page ? sql`${products.id} = ANY(${sql.param(page)}::int[])` : undefined;
  const where = and(filtered, named);
  const rows =
    page && page.length === 0
      ? []
      : await selectCards()
          .where(where)
          .orderBy(...(options.orderBy ?? sortOrder(filters.sort)))
          .limit(filters.perPage)
          .offset(page ? 0 : offset);
  return {
    products: await priceCards(rows.map(toProductCard), options.now),
    filterbox: counted.filterbox,
    pagination: productListPagination(counted.total, rows.length, filters.page, filters.perPage),
  };
}
