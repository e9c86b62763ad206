import { DEFAULT_MAX_PRICE, DEFAULT_MIN_PRICE, MAX_FILTER_PRICE, type ProductSort } from './catalogue-types';
import { isSafeText } from './safe-text';

/**
 * The catalogue filter panel's state and its URL form (SPEC §3 Filter; §4 "Filters can be reset to defaults").
 * Parameter names are those lib/validation/catalogue.ts accepts: size, brand, color, tags, minPrice, maxPrice
 * (whole RUPEES), sort, page. In URLs, defaults are omitted, keys are sorted and list values are sorted and
 * comma-joined, so one filter combination has exactly one URL (crawlable links, canonical URLs, cache keys).
 * Note: the default price range 0–5000 is the panel's starting range; leaving it out of the URL means "no price
 * cut", which is what the catalogue API does when minPrice/maxPrice are absent.
 */
export const PRODUCT_SORTS: readonly ProductSort[] = ['popular', 'newest', 'price-asc', 'price-desc', 'rating'];

export type CatalogueFilters = {
  size: string[];
  brand: string[];
  color: string[];
  tags: string[];
  /** Rupees. */
  minPrice: number;
  /** Rupees. */
  maxPrice: number;
  sort: ProductSort;
  page: number;
};

export const FILTER_LIST_KEYS = ['size', 'brand', 'color', 'tags'] as const;
export type FilterListKey = (typeof FILTER_LIST_KEYS)[number];

/** Every query key the filters own (robots.txt keeps crawlers off filtered URLs by these names). */
export const FILTER_PARAM_KEYS = [...FILTER_LIST_KEYS, 'minPrice', 'maxPrice', 'sort', 'page'] as const;

export const DEFAULT_FILTERS: Readonly<CatalogueFilters> = Object.freeze({
  size: [],
  brand: [],
  color: [],
  tags: [],
  minPrice: DEFAULT_MIN_PRICE,
  maxPrice: DEFAULT_MAX_PRICE,
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

function readInt(params: SearchParamsInput, key: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = readAll(params, key)[0]?.trim();
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : fallback;
}

/**
 * Read filters from a page's searchParams or a URLSearchParams. Anything invalid falls back to its default
 * (a hand-edited URL shows the unfiltered list rather than an error page); a reversed price range is swapped.
 */
export function filtersFromSearchParams(params: SearchParamsInput): CatalogueFilters {
  const sortRaw = readAll(params, 'sort')[0];
  const sort = PRODUCT_SORTS.find((s) => s === sortRaw) ?? DEFAULT_FILTERS.sort;
  let minPrice = readInt(params, 'minPrice', DEFAULT_FILTERS.minPrice, 0, MAX_FILTER_PRICE);
  let maxPrice = readInt(params, 'maxPrice', DEFAULT_FILTERS.maxPrice, 0, MAX_FILTER_PRICE);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
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
    if (value !== undefined && value !== DEFAULT_FILTERS[key]) entries.push([key, String(value)]);
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
