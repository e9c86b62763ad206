import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type CatalogueFilters,
  type SearchParamsInput,
} from '@/lib/domain/filters';

// Product lists (category, store, occasion, collections) are served from the ISR cache. Reading searchParams would
// make a page dynamic, so proxy.ts rewrites `/category/cakes?page=2&sort=newest` to the internal path
// `/category/cakes/q/page%3D2%26sort%3Dnewest` (one normalised query: defaults dropped, keys sorted), whose page
// reads params only. The browser keeps showing the original URL. This file is the single codec for both sides.

/** The internal segment that carries a normalised query. */
const QUERY_SEGMENT = 'q';

/** Visible list paths whose query is moved into the path; `urgent` lists only understand `page`. */
const LIST_PATTERNS: { pattern: RegExp; pageOnly?: boolean }[] = [
  { pattern: /^\/products\/urgent$/, pageOnly: true },
  { pattern: /^\/category\/[a-z0-9-]+$/i },
  { pattern: /^\/products$/ },
  { pattern: /^\/products\/[a-z0-9-]+$/i },
  { pattern: /^\/store\/[a-z0-9-]+\/products$/i },
  { pattern: /^\/occasion\/[a-z0-9-]+$/i },
];

/** The normalised query string ('' for the default list) of a visible list URL's search params. */
function normaliseListQuery(params: SearchParamsInput, pageOnly = false): string {
  const filters = filtersFromSearchParams(params);
  return filtersToSearchParams(pageOnly ? { page: filters.page } : filters).toString();
}

/**
 * Where proxy.ts should rewrite a list URL: `/category/cakes/q/<encoded query>`; null when the path is not a
 * product list, or when the query holds nothing the list understands (the clean, cached page answers as is).
 */
export function listRewritePath(pathname: string, params: URLSearchParams): string | null {
  const match = LIST_PATTERNS.find((p) => p.pattern.test(pathname));
  if (!match) return null;
  const query = normaliseListQuery(params, match.pageOnly);
  return query ? `${pathname}/${QUERY_SEGMENT}/${encodeURIComponent(query)}` : null;
}

/** Filters from the `[query]` segment (Next may hand it over encoded or decoded; both work). */
export function filtersFromSegment(segment: string | undefined): CatalogueFilters {
  let raw = segment ?? '';
  if (/%[0-9a-f]{2}/i.test(raw)) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      raw = '';
    }
  }
  return filtersFromSearchParams(new URLSearchParams(raw));
}

/** Page filters → the catalogue service's input. A price bound is passed on exactly as the URL gives it (absent: no cut). */
export function toServiceFilters(filters: CatalogueFilters) {
  return {
    size: filters.size,
    brand: filters.brand,
    color: filters.color,
    tags: filters.tags,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sort: filters.sort,
    page: filters.page,
    perPage: CATEGORY_PAGE_SIZE,
  };
}

/** SPEC §9: category page size 24. */
export const CATEGORY_PAGE_SIZE = 24;
