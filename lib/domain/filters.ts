import { MAX_FILTER_PRICE, type ProductSort } from './catalogue-types';
import { formatNpr, rupeesToPaisa } from './money';
import { isSafeText } from './safe-text';

/**
 * The catalogue filter panel's state and its URL form (SPEC §3 Filter; §4 "Filters can be reset to defaults").
 * Parameter names are those lib/validation/catalogue.ts accepts: size, brand, color, tags, minPrice, maxPrice
 * (whole RUPEES), sort, page. In URLs, defaults are omitted, keys are sorted and list values are sorted and
 * comma-joined, so one filter combination has exactly one URL (crawlable links, canonical URLs, cache keys).
 * Price bounds are each optional and independent: a bound that is absent is no cut at that end (the API reads
 * minPrice/maxPrice the same way), and a bound that is given always cuts, whatever its value (maxPrice=5000 lists
 * nothing above रू 5,000). SPEC §9's "0 to 5000" used to be filled in for absent bounds, so the panel claimed a
 * रू 5,000 cap the list did not apply and an explicit maxPrice=5000 was dropped as "the default" (issue 11). The panel
 * now shows an absent bound as the open end of the list's own range (PriceRangeForm).
 */
export const PRODUCT_SORTS: readonly ProductSort[] = ['popular', 'newest', 'price-asc', 'price-desc', 'rating'];

export type CatalogueFilters = {
  size: string[];
  brand: string[];
  color: string[];
  tags: string[];
  /** Rupees; undefined: no lower bound. */
  minPrice?: number;
  /** Rupees; undefined: no upper bound. */
  maxPrice?: number;
  sort: ProductSort;
  page: number;
};

/**
 * The price slider's step, in rupees (PriceRangeForm). A bound in a URL is snapped to it (the lower one down, the
 * upper one up, so the list never loses a product the shopper asked for): one price range has one URL among a few
 * thousand rather than one per rupee, which is what keeps the cached filtered lists bounded (issue 30: 4,004 price
 * filters one rupee apart were 4,004 cached pages).
 */
export const PRICE_STEP = 50;

/** A lower price bound on the slider's steps (rounded down); 0 is no bound. */
export function snapMinPrice(rupees: number | undefined): number | undefined {
  if (rupees === undefined) return undefined;
  return Math.floor(rupees / PRICE_STEP) * PRICE_STEP || undefined;
}

/** An upper price bound on the slider's steps (rounded up, never past MAX_FILTER_PRICE). */
export function snapMaxPrice(rupees: number | undefined): number | undefined {
  if (rupees === undefined) return undefined;
  return Math.min(Math.ceil(rupees / PRICE_STEP) * PRICE_STEP, MAX_FILTER_PRICE);
}

export const FILTER_LIST_KEYS = ['size', 'brand', 'color', 'tags'] as const;
export type FilterListKey = (typeof FILTER_LIST_KEYS)[number];

/** Every query key the filters own (robots.txt keeps crawlers off filtered URLs by these names). */
export const FILTER_PARAM_KEYS = [...FILTER_LIST_KEYS, 'minPrice', 'maxPrice', 'sort', 'page'] as const;

export const DEFAULT_FILTERS: Readonly<CatalogueFilters> = Object.freeze({
  size: [],
  brand: [],
  color: [],
  tags: [],
  minPrice: undefined,
  maxPrice: undefined,
  sort: 'popular',
  page: 1,
});

/** A fresh copy of the defaults (never share the arrays). */
export function resetFilters(): CatalogueFilters {
  return { ...DEFAULT_FILTERS, size: [], brand: [], color: [], tags: [] };
}

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

function readAll(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function readList(params: SearchParamsInput, key: string): string[] {
  // A value with control characters (a NUL from a hand-made URL) names no brand, size, colour or tag: it is dropped
  // like any other value that matches nothing, and must never reach the database.
  const values = readAll(params, key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v && isSafeText(v));
  return [...new Set(values)].sort();
}

function readInt<F extends number | undefined>(
  params: SearchParamsInput,
  key: string,
  fallback: F,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | F {
  const raw = readAll(params, key)[0]?.trim();
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * Read filters from a page's searchParams or a URLSearchParams. Anything invalid falls back to its default
 * (a hand-edited URL shows the unfiltered list rather than an error page); a reversed price range is swapped, and
 * price bounds are snapped to the slider's steps (PRICE_STEP).
 */
export function filtersFromSearchParams(params: SearchParamsInput): CatalogueFilters {
  const sortRaw = readAll(params, 'sort')[0];
  const sort = PRODUCT_SORTS.find((s) => s === sortRaw) ?? DEFAULT_FILTERS.sort;
  // A lower bound of 0 cuts nothing: it is the same list as no lower bound, so it gets the same (one) URL.
  let minPrice = readInt(params, 'minPrice', undefined, 0, MAX_FILTER_PRICE) || undefined;
  let maxPrice = readInt(params, 'maxPrice', undefined, 0, MAX_FILTER_PRICE);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  minPrice = snapMinPrice(minPrice);
  maxPrice = snapMaxPrice(maxPrice);
  return {
    size: readList(params, 'size'),
    brand: readList(params, 'brand'),
    color: readList(params, 'color'),
    tags: readList(params, 'tags'),
    minPrice,
    maxPrice,
    sort,
    page: readInt(params, 'page', DEFAULT_FILTERS.page, 1),
  };
}

/** Canonical URL params: only what differs from the defaults, keys sorted, list values sorted and comma-joined. */
export function filtersToSearchParams(filters: Partial<CatalogueFilters>): URLSearchParams {
  const entries: [string, string][] = [];
  for (const key of FILTER_LIST_KEYS) {
    const values = [...new Set((filters[key] ?? []).map((v) => v.trim()).filter(Boolean))].sort();
    if (values.length > 0) entries.push([key, values.join(',')]);
  }
  const scalars: [keyof CatalogueFilters, number | string | undefined][] = [
    ['minPrice', filters.minPrice],
    ['maxPrice', filters.maxPrice],
    ['sort', filters.sort],
    ['page', filters.page],
  ];
  for (const [key, value] of scalars) {
    if (value === undefined || value === DEFAULT_FILTERS[key]) continue;
    if (key === 'minPrice' && value === 0) continue; // no lower bound, as filtersFromSearchParams reads it
    entries.push([key, String(value)]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries);
}

/** '?brand=a&sort=newest' or '' — ready to append to a path. */
export function filtersToQueryString(filters: Partial<CatalogueFilters>): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `?${query}` : '';
}

/** True when nothing narrows or reorders the list (page is ignored: page 2 of the unfiltered list is still unfiltered). */
export function isDefaultFilters(filters: Partial<CatalogueFilters>): boolean {
  return filtersToSearchParams({ ...filters, page: DEFAULT_FILTERS.page }).toString() === '';
}

/**
 * What the price filter does to the list, in words: the bounds the customer set (each on its own), or, with none,
 * the list's own range. `range` is the list's lowest and highest price before filters (FilterBox.price), in rupees;
 * null when there is nothing to say (no bound and an empty list).
 */
export function describePriceFilter(
  bounds: Pick<CatalogueFilters, 'minPrice' | 'maxPrice'>,
  range: { min: number; max: number },
): string | null {
  const npr = (rupees: number) => formatNpr(rupeesToPaisa(rupees));
  const { minPrice, maxPrice } = bounds;
  if (minPrice !== undefined && maxPrice !== undefined) return `${npr(minPrice)}–${npr(maxPrice)}`;
  if (minPrice !== undefined) return `${npr(minPrice)} and above`;
  if (maxPrice !== undefined) return `Up to ${npr(maxPrice)}`;
  return range.max > 0 ? `Any price (${npr(range.min)}–${npr(range.max)})` : null;
}
