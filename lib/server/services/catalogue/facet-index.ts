import 'server-only';
import { and, asc, inArray, sql, type SQL } from 'drizzle-orm';
import { after } from 'next/server';
import type { FilterBox, ProductFilters, ProductSort } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { brands, products } from '@/lib/server/db/schema';
import { activeProduct, sellingPriceSql } from './product-card';

// A scope's facet data in columns, kept in this process's memory, so the filter box of any filter set is counted in
// one pass over typed arrays instead of a database scan (issue 16: the first box of a new filter set scanned every
// row of the scope that failed at most one filter, 310 ms for the 34,694 cakes of a 100,000-product catalogue; the
// pass below takes a few milliseconds for the same rows). The columns also hold each list order's row order, so a
// page deep in a list is picked here rather than by an index walk that crosses the whole catalogue (see idsInOrder).
//
// Why memory and not the data cache: a box needs every row of the scope, and each filter set a customer can choose is
// a different box, so no finite set of cached boxes answers the next new one. The columns are small (about 30 bytes a
// product) and are only ever a copy: they are built from the database, keyed by the build stamp of the scope's
// cached own box (which the catalogue tag clears on every catalogue change, in every instance sharing the cache), and
// rebuilt when that stamp changes. A stale copy therefore lives no longer than the cached box it stands beside.

/** One multi-valued facet (sizes, colours, tags): row r's values are items[start[r]] … items[start[r + 1] - 1]. */
type ValueColumn = { values: string[]; lookup: Map<string, number>; start: Int32Array; items: Uint16Array };

export type ScopeIndex = {
  rows: number;
  /** Product ids, so a filter that few products pass can name them (see countFacets' `matches`). */
  id: Int32Array;
  /** Selling price in paisa. */
  price: Float64Array;
  /**
   * The rows in each list order (sorted while building: about 20 ms each for 35,000 rows), for idsInOrder: (price,
   * id) read forwards or backwards for the two price sorts, and product-list.ts sortOrder's others.
   */
  byPrice: Int32Array;
  byPopular: Int32Array;
  byNewest: Int32Array;
  byRating: Int32Array;
  /** Index into `brandList`, or -1 for a product without a brand. */
  brand: Int32Array;
  brandList: { slug: string; name: string }[];
  sizes: ValueColumn;
  colors: ValueColumn;
  tags: ValueColumn;
};

function valueColumn(lists: string[][]): ValueColumn {
  const lookup = new Map<string, number>();
  const values: string[] = [];
  const start = new Int32Array(lists.length + 1);
  let size = 0;
  for (const list of lists) size += list.length;
  const items = new Uint16Array(size);
  let at = 0;
  lists.forEach((list, row) => {
    start[row] = at;
    for (const value of list) {
      let id = lookup.get(value);
      if (id === undefined) {
        id = values.length;
        values.push(value);
        lookup.set(value, id);
      }
      items[at++] = id;
    }
  });
  start[lists.length] = at;
  if (values.length > 0xffff) throw new Error('facet index: more than 65,535 values of one facet in a scope');
  return { values, lookup, start, items };
}

type IndexRow = {
  id: number;
  sizes: string[];
  colors: string[];
  tags: string[];
  brand_id: number | null;
  selling: string | number;
  sold: number;
  /** created_at in microseconds since 1970 (exact in a double until 2255): milliseconds would tie what SQL orders. */
  created_us: string;
  rating: number;
  rating_count: number;
};

async function buildIndex(scope: SQL): Promise<ScopeIndex> {
  const db = getDb();
  const result = await db.execute<IndexRow>(sql`
    SELECT ${products.id} AS id, ${products.sizes} AS sizes, ${products.colors} AS colors, ${products.tags} AS tags,
           ${products.brandId} AS brand_id, ${sellingPriceSql} AS selling, ${products.soldCount} AS sold,
           (extract(epoch FROM ${products.createdAt}) * 1000000)::bigint::text AS created_us,
           ${products.ratingAverage} AS rating, ${products.ratingCount} AS rating_count
    FROM ${products} WHERE ${and(activeProduct, scope)}`);
  const rows = result.rows;
  const brandIds = [...new Set(rows.map((r) => r.brand_id).filter((id): id is number => id !== null))];
  const brandRows = brandIds.length
    ? await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)).orderBy(asc(brands.id))
    : [];
  const brandAt = new Map(brandRows.map((b, i) => [b.id, i]));
  const id = new Int32Array(rows.length);
  const price = new Float64Array(rows.length);
  const brand = new Int32Array(rows.length);
  const sold = new Float64Array(rows.length);
  const created = new Float64Array(rows.length);
  const rating = new Float64Array(rows.length);
  const ratingCount = new Float64Array(rows.length);
  rows.forEach((r, i) => {
    id[i] = r.id;
    price[i] = Number(r.selling);
    brand[i] = r.brand_id === null ? -1 : (brandAt.get(r.brand_id) ?? -1);
    sold[i] = Number(r.sold);
    created[i] = Number(r.created_us);
    rating[i] = Number(r.rating);
    ratingCount[i] = Number(r.rating_count);
  });
  // Each comparison is exactly the SQL order's (product-list.ts sortOrder), ids breaking ties the same way.
  return {
    rows: rows.length,
    id,
    price,
    byPrice: rowOrder(rows.length, (a, b) => price[a]! - price[b]! || id[a]! - id[b]!),
    byPopular: rowOrder(rows.length, (a, b) => sold[b]! - sold[a]! || id[a]! - id[b]!),
    byNewest: rowOrder(rows.length, (a, b) => created[b]! - created[a]! || id[b]! - id[a]!),
    byRating: rowOrder(rows.length, (a, b) => rating[b]! - rating[a]! || ratingCount[b]! - ratingCount[a]! || id[a]! - id[b]!),
    brand,
    brandList: brandRows.map((b) => ({ slug: b.slug, name: b.name })),
    sizes: valueColumn(rows.map((r) => r.sizes ?? [])),
    colors: valueColumn(rows.map((r) => r.colors ?? [])),
    tags: valueColumn(rows.map((r) => r.tags ?? [])),
  };
}

/** At most this many products' columns are kept (about 45 MB); the scopes used least recently are dropped first. */
const MAX_ROWS_KEPT = 1_000_000;

/** freshAsOf: the columns hold the catalogue as of at least this time (when their build started, or the stamp asked for). */
type Kept = { freshAsOf: number; index: Promise<ScopeIndex>; value: ScopeIndex | null; rows: number; ready: boolean; rebuilding: boolean };

export type IndexKeeper = ((key: string, scope: SQL, stamp: number) => Promise<ScopeIndex>) & {
  /**
   * The columns the keeper would answer with, only if they are built already (else null, and nothing is built): for
   * a caller with another way to its answer that should not wait for a build.
   */
  held: (key: string, scope: SQL, stamp: number) => ScopeIndex | null;
};

/**
 * Keeps each scope's columns as of `stamp` (the build time of its cached own box), shared by concurrent callers. When
 * the stamp moves on (the catalogue changed, or the cached box was refreshed), the columns already held keep answering
 * while the new ones are built, as Next's own cache serves a stale entry while it revalidates: once a scope has been
 * seen no shopper waits for a rebuild, and the counts catch up within one build (about 0.3 s at 35,000 products).
 * A failed build is not kept, so the next request tries again.
 */
export function createIndexKeeper(build: (scope: SQL) => Promise<ScopeIndex>, maxRows = MAX_ROWS_KEPT, now: () => number = Date.now): IndexKeeper {
  const kept = new Map<string, Kept>();
  const touch = (key: string, entry: Kept) => {
    kept.delete(key); // a Map iterates in insertion order: most recently used last
    kept.set(key, entry);
  };
  const start = (key: string, scope: SQL, stamp: number, onFailure: () => void): Kept => {
    const entry: Kept = { freshAsOf: Math.max(stamp, now()), value: null, rows: 0, ready: false, rebuilding: false, index: build(scope) };
    entry.index.then(
      (index) => {
        entry.value = index;
        entry.rows = index.rows;
        entry.ready = true;
        touch(key, entry);
        let total = 0;
        for (const k of kept.values()) total += k.rows;
        for (const [oldKey, old] of kept) {
          if (total <= maxRows || old === entry) break;
          kept.delete(oldKey);
          total -= old.rows;
        }
      },
      onFailure,
    );
    return entry;
  };
  const keeper = (key: string, scope: SQL, stamp: number): Promise<ScopeIndex> => {
    const found = kept.get(key);
    // A stamp no newer than the columns is answered by them: a page's bundle and a route's keep their own copies of a
    // scope's cached box, stamped at different times, and alternating between them must not rebuild the columns.
    if (found && (stamp <= found.freshAsOf || (found.ready && found.rebuilding))) {
      touch(key, found);
      return found.index;
    }
    if (found?.ready) {
      found.rebuilding = true;
      start(key, scope, stamp, () => {
        found.rebuilding = false;
      });
      touch(key, found);
      return found.index;
    }
    const entry = start(key, scope, stamp, () => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    kept.set(key, entry);
    return entry.index;
  };
  const held = (key: string, scope: SQL, stamp: number): ScopeIndex | null => {
    const found = kept.get(key);
    if (!found?.ready) return null;
    // The same freshness rule: a newer stamp starts a rebuild, and these columns answer until it is done.
    void keeper(key, scope, stamp).catch(() => {});
    return found.value;
  };
  return Object.assign(keeper, { held });
}

/**
 * The scope's facet columns. Inside Next they are kept between requests (above); outside it (jest, scripts) there is
 * no cache stamp to key them by, so they are built for each call, like `cached` functions simply run there.
 */
export const scopeIndex: IndexKeeper = process.env.NEXT_RUNTIME
  ? createIndexKeeper(buildIndex)
  : Object.assign((_key: string, scope: SQL) => buildIndex(scope), { held: () => null });

/**
 * Builds a scope's columns, if they are not held, once the response that asked is sent: a scope's first view prepares
 * its first filter or price sort without paying for it. Started during the render, the build (a read of every product
 * in the scope, 100,000 for /products) competed with that render for the database and this process's one thread: the
 * first /products render after a restart took 7× the demo's. Only inside Next, where they are kept; elsewhere nothing
 * would keep them. Outside a request (nothing to run after), the build starts at once.
 */
export function prepareScopeIndex(key: string, scope: SQL, stamp: number): void {
  if (!process.env.NEXT_RUNTIME) return;
  const build = () =>
    scopeIndex(key, scope, stamp).catch(() => {
      // Not kept; the next request that needs the columns builds them again (and reports a failure).
    });
  try {
    after(build);
  } catch {
    void build();
  }
}

const SIZE = 1;
const COLOR = 2;
const TAGS = 4;
const BRAND = 8;
const PRICE = 16;

/** Which values a filter accepts, as flags by value id; null when the filter is not chosen. */
function accepted(column: ValueColumn, chosen: string[]): Uint8Array | null {
  if (!chosen.length) return null;
  const flags = new Uint8Array(column.values.length);
  for (const value of chosen) {
    const id = column.lookup.get(value);
    if (id !== undefined) flags[id] = 1;
  }
  return flags;
}

function hits(column: ValueColumn, flags: Uint8Array, row: number): boolean {
  for (let at = column.start[row]!; at < column.start[row + 1]!; at++) if (flags[column.items[at]!]) return true;
  return false;
}

function tally(column: ValueColumn, counts: Int32Array, row: number): void {
  for (let at = column.start[row]!; at < column.start[row + 1]!; at++) counts[column.items[at]!]!++;
}

/** The chosen filters as flags by value id (null: not chosen) and a price range in paisa. */
type Compiled = { size: Uint8Array | null; color: Uint8Array | null; tags: Uint8Array | null; brand: Uint8Array | null; min: number; max: number };

function compile(index: ScopeIndex, filters: ProductFilters): Compiled {
  let brand: Uint8Array | null = null;
  if (filters.brand.length) {
    brand = new Uint8Array(index.brandList.length);
    index.brandList.forEach((b, i) => {
      if (filters.brand.includes(b.slug)) brand![i] = 1;
    });
  }
  return {
    size: accepted(index.sizes, filters.size),
    color: accepted(index.colors, filters.color),
    tags: accepted(index.tags, filters.tags),
    brand,
    min: filters.minPrice !== undefined ? filters.minPrice * 100 : -Infinity,
    max: filters.maxPrice !== undefined ? filters.maxPrice * 100 : Infinity,
  };
}

/** Whether a row passes every chosen filter. */
function passes(index: ScopeIndex, chosen: Compiled, row: number): boolean {
  const brand = index.brand[row]!;
  const price = index.price[row]!;
  return (
    (!chosen.size || hits(index.sizes, chosen.size, row)) &&
    (!chosen.color || hits(index.colors, chosen.color, row)) &&
    (!chosen.tags || hits(index.tags, chosen.tags, row)) &&
    (!chosen.brand || (brand >= 0 && chosen.brand[brand] === 1)) &&
    price >= chosen.min &&
    price <= chosen.max
  );
}

/** Up to this many products passing every filter are named by id (`matches`); more, and the list walks its index. */
export const MATCHES_NAMED_UP_TO = 2_000;

/**
 * The filter box of the chosen filters (price ends left to the caller) and the number of products passing all of
 * them, in one pass (and their ids while there are at most MATCHES_NAMED_UP_TO of them, else null): a row that fails no filter counts in every facet and the total; a row that fails exactly one
 * chosen filter counts only in that filter's own facet (each facet applies every chosen filter but its own); a row
 * failing two or more counts nowhere.
 */
export function countFacets(index: ScopeIndex, filters: ProductFilters): { filterbox: FilterBox; total: number; matches: number[] | null } {
  // The chosen filters as locals and the tests inlined (passes() below is the same test): reading them from an object
  // per row made this pass about 30% slower.
  const { size: sizeOk, color: colorOk, tags: tagsOk, brand: brandOk, min, max } = compile(index, filters);
  const sizeCounts = new Int32Array(index.sizes.values.length);
  const colorCounts = new Int32Array(index.colors.values.length);
  const tagCounts = new Int32Array(index.tags.values.length);
  const brandCounts = new Int32Array(index.brandList.length);
  let total = 0;
  let matches: number[] | null = [];
  for (let row = 0; row < index.rows; row++) {
    let fails = 0;
    if (sizeOk && !hits(index.sizes, sizeOk, row)) fails |= SIZE;
    if (colorOk && !hits(index.colors, colorOk, row)) fails |= COLOR;
    if (tagsOk && !hits(index.tags, tagsOk, row)) fails |= TAGS;
    const brand = index.brand[row]!;
    if (brandOk && (brand < 0 || !brandOk[brand])) fails |= BRAND;
    const price = index.price[row]!;
    if (price < min || price > max) fails |= PRICE;
    if (fails & (fails - 1)) continue; // two or more filters failed
    if (fails === 0) {
      total++;
      if (matches && matches.push(index.id[row]!) > MATCHES_NAMED_UP_TO) matches = null;
    }
    if (fails === 0 || fails === SIZE) tally(index.sizes, sizeCounts, row);
    if (fails === 0 || fails === COLOR) tally(index.colors, colorCounts, row);
    if (fails === 0 || fails === TAGS) tally(index.tags, tagCounts, row);
    if ((fails === 0 || fails === BRAND) && brand >= 0) brandCounts[brand]!++;
  }
  const listed = (column: ValueColumn, counts: Int32Array) =>
    column.values.flatMap((value, id) => (counts[id]! > 0 ? [{ value, count: counts[id]! }] : []));
  return {
    filterbox: {
      sizes: listed(index.sizes, sizeCounts),
      colors: listed(index.colors, colorCounts),
      tags: listed(index.tags, tagCounts),
      brands: index.brandList.flatMap((b, id) => (brandCounts[id]! > 0 ? [{ slug: b.slug, name: b.name, count: brandCounts[id]! }] : [])),
      price: { min: 0, max: 0 },
    },
    total,
    matches,
  };
}

/** The rows 0 … count-1 in the comparison's order. */
function rowOrder(count: number, compare: (a: number, b: number) => number): Int32Array {
  const order = new Int32Array(count);
  for (let row = 0; row < count; row++) order[row] = row;
  return order.sort(compare);
}

/**
 * The ids at positions [from, to) of the products passing every filter, in the list's order, as product-list.ts
 * sorts them (the dearest first: ids descending among equal prices, the (price, id) order read backwards). A SQL sort
 * index is shared by the whole catalogue, so walking it to a scope's deep page crosses every other product in
 * between: the price index crossed 97,882 other products before the first automobile, and page 100 of a 2,832-product
 * category (2.8% of 100,000) read every row of the category and sorted them; here the walk meets only the scope's.
 */
export function idsInOrder(index: ScopeIndex, filters: ProductFilters, from: number, to: number, sort: ProductSort): number[] {
  const chosen = compile(index, filters);
  const dearestFirst = sort === 'price-desc';
  const order =
    sort === 'price-asc' || sort === 'price-desc'
      ? index.byPrice
      : sort === 'newest'
        ? index.byNewest
        : sort === 'rating'
          ? index.byRating
          : index.byPopular;
  const ids: number[] = [];
  let passed = 0;
  for (let step = 0; step < index.rows && passed < to; step++) {
    const row = order[dearestFirst ? index.rows - 1 - step : step]!;
    if (!passes(index, chosen, row)) continue;
    if (passed >= from) ids.push(index.id[row]!);
    passed++;
  }
  return ids;
}
