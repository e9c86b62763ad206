import 'server-only';
import { and, arrayOverlaps, asc, count, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FilterBox, ProductFilters, ProductList, ProductSort } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { brands, products } from '@/lib/server/db/schema';
import { activeProduct, makePagination, selectCards, sellingPriceSql, toProductCard } from './product-card';

// Every filtered product list (category, occasion, store, products?…) runs through here: a scope (which products
// the page is about) plus the customer's filters, sort and page. The filter box is counted over the scope only, so
// the choices do not disappear as soon as one is ticked.

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

/** The customer's narrowing: OR within one filter (red or pink), AND across filters (red AND 2 lb). */
export function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.size.length) conditions.push(arrayOverlaps(products.sizes, filters.size));
  if (filters.color.length) conditions.push(arrayOverlaps(products.colors, filters.color));
  if (filters.tags.length) conditions.push(arrayOverlaps(products.tags, filters.tags));
  if (filters.brand.length) {
    conditions.push(
      inArray(products.brandId, getDb().select({ id: brands.id }).from(brands).where(inArray(brands.slug, filters.brand))),
    );
  }
  // The filter is in rupees; prices are paisa.
  if (filters.minPrice !== undefined) conditions.push(gte(sellingPriceSql, filters.minPrice * 100));
  if (filters.maxPrice !== undefined) conditions.push(lte(sellingPriceSql, filters.maxPrice * 100));
  return conditions;
}

export function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price-asc':
      return [asc(sellingPriceSql), asc(products.id)];
    case 'price-desc':
      return [desc(sellingPriceSql), asc(products.id)];
    case 'rating':
      return [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)];
    case 'popular':
    default:
      return [desc(products.soldCount), asc(products.id)];
  }
}

type FacetRow = { kind: string; value: string | null; name: string | null; n: number } & Record<string, unknown>;

/** Sizes, brands, colours and tags of the scope's products with counts, and its price range (rupees). */
export async function computeFilterBox(scope: SQL): Promise<FilterBox> {
  const where = and(activeProduct, scope);
  const result = await getDb().execute<FacetRow>(sql`
    WITH scoped AS (
      SELECT ${products.sizes} AS sizes, ${products.colors} AS colors, ${products.tags} AS tags,
             ${products.brandId} AS brand_id, ${sellingPriceSql} AS selling
      FROM ${products} WHERE ${where}
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
  `);
  const box: FilterBox = { sizes: [], brands: [], colors: [], tags: [], price: { min: 0, max: 0 } };
  for (const row of result.rows) {
    const value = row.value ?? '';
    if (row.kind === 'size') box.sizes.push({ value, count: row.n });
    else if (row.kind === 'color') box.colors.push({ value, count: row.n });
    else if (row.kind === 'tag') box.tags.push({ value, count: row.n });
    else if (row.kind === 'brand') box.brands.push({ slug: value, name: row.name ?? value, count: row.n });
    else if (row.kind === 'price' && row.n > 0) {
      box.price = { min: Math.floor(Number(row.value) / 100), max: Math.ceil(Number(row.name) / 100) };
    }
  }
  const byCount = <T extends { count: number }>(a: T, b: T, ka: string, kb: string) => b.count - a.count || ka.localeCompare(kb);
  box.sizes.sort((a, b) => byCount(a, b, a.value, b.value));
  box.colors.sort((a, b) => byCount(a, b, a.value, b.value));
  box.tags.sort((a, b) => byCount(a, b, a.value, b.value));
  box.brands.sort((a, b) => byCount(a, b, a.name, b.name));
  return box;
}

/** One page of the scope's products after the customer's filters, plus the filter box and pagination. */
export async function queryProductList(
  scope: SQL,
  input: FilterInput = {},
  options: { orderBy?: SQL[]; withFilterBox?: boolean } = {},
): Promise<ProductList> {
  const filters = normaliseFilters(input);
  const where = and(activeProduct, scope, ...filterConditions(filters));
  const offset = (filters.page - 1) * filters.perPage;
  const emptyBox: FilterBox = { sizes: [], brands: [], colors: [], tags: [], price: { min: 0, max: 0 } };
  const [rows, totals, filterbox] = await Promise.all([
    selectCards()
      .where(where)
      .orderBy(...(options.orderBy ?? sortOrder(filters.sort)))
      .limit(filters.perPage)
      .offset(offset),
    getDb().select({ n: count() }).from(products).where(where),
    options.withFilterBox === false ? Promise.resolve(emptyBox) : computeFilterBox(scope),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    products: rows.map(toProductCard),
    filterbox,
    pagination: makePagination(total, rows.length, filters.page, filters.perPage),
  };
}
