import {
  filtersFromSearchParams,
  filtersToSearchParams,
  type CatalogueFilters,
  type SearchParamsInput,
} from '@/lib/domain/filters';
import { canonicalSearchTerm, encodeSearchTerm, searchPageNumber } from '@/lib/domain/search-query';

// Product lists (category, store, occasion, collections) are served from the ISR cache. Reading searchParams would
// make a page dynamic, so proxy.ts rewrites `/category/cakes?page=2&sort=newest` to the internal path
// `/category/cakes/q/page%3D2%26sort%3Dnewest` (one normalised query: defaults dropped, keys sorted), whose page
// reads params only. The browser keeps showing the original URL. This file is the single codec for both sides.
// A list URL that is not canonical is first redirected to the one that is (canonicalListUrl), so each filter
// combination is one cache entry, whatever way it was spelled (README "Cache bounds").

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

/** Query keys a list keeps in its canonical URL besides its filters: campaign tags, which the page never reads. */
const KEPT_KEY = /^utm_[a-z]+$/;
/** Next's own cache-busting parameter on client navigations: never part of the page's identity, never dropped. */
const NEXT_RSC_KEY = '_rsc';

const entriesOf = (params: URLSearchParams) => [...params].filter(([key]) => key !== NEXT_RSC_KEY);
/** The `utm_*` tags a canonical URL keeps, in one order. */
const keptEntries = (params: URLSearchParams): [string, string][] =>
  entriesOf(params)
    .filter(([key, value]) => KEPT_KEY.test(key) && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const sameEntries = (a: [string, string][], b: [string, string][]) => a.length === b.length && a.every(([k, v], i) => b[i]![0] === k && b[i]![1] === v);

/**
 * The canonical URL of a product list (path and query, no origin), or null when `params` already is canonical (or the
 * path is not a list). Issue 30: every spelling of one filter combination used to be its own cached page, so the
 * proxy answers each non-canonical one with a redirect here and only canonical combinations are ever rendered:
 * - the filters as filtersFromSearchParams reads them: price bounds on the slider's steps, lists sorted and
 *   comma-joined, keys in one order, defaults (page=1, the default sort), empty and invalid values dropped;
 * - `utm_*` kept after them (an ad's landing URL must still carry its tags; the page never reads them, so they make
 *   no cache entry); every other parameter dropped;
 * - `/products?q=…` is a search: it goes to /search with the query (and page), as the list itself has no search.
 * Next's `_rsc` parameter is left on the redirect as it came.
 */
export function canonicalListUrl(pathname: string, params: URLSearchParams): string | null {
  const match = LIST_PATTERNS.find((p) => p.pattern.test(pathname));
  if (!match) return null;
  const rsc = params.get(NEXT_RSC_KEY);
  const withRsc = (entries: [string, string][]) => {
    const query = new URLSearchParams(rsc === null ? entries : [...entries, [NEXT_RSC_KEY, rsc]]).toString();
    return query ? `?${query}` : '';
  };
  const q = canonicalSearchTerm(params.get('q') ?? '');
  if (pathname === '/products' && q) {
    const page = filtersFromSearchParams(params).page;
    return `/search${withRsc(page > 1 ? [['q', q], ['page', String(page)]] : [['q', q]])}`;
  }
  const canonical: [string, string][] = [...new URLSearchParams(normaliseListQuery(params, match.pageOnly)), ...keptEntries(params)];
  return sameEntries(canonical, entriesOf(params)) ? null : `${pathname}${withRsc(canonical)}`;
}

/** The canonical query of a search: the term as the search reads it, page=1 dropped, utm_* kept after them. */
function canonicalSearchEntries(params: URLSearchParams): [string, string][] {
  const term = canonicalSearchTerm(params.get('q') ?? '');
  const page = searchPageNumber(params.get('page'));
  const search: [string, string][] = term ? (page > 1 ? [['q', term], ['page', String(page)]] : [['q', term]]) : [];
  return [...search, ...keptEntries(params)];
}

/**
 * The canonical URL of a search page (`/search?q=…`), or null when `params` already is canonical. The search page
 * is cached per query (issue 30), so each search must have one URL: the term trimmed, its whitespace collapsed and
 * lower-cased (the search ignores case: canonicalSearchTerm), `page=1` dropped, `utm_*` kept, everything else
 * dropped; no term at all is the empty search page, `/search`. Next's `_rsc` is left on the redirect as it came.
 */
export function canonicalSearchUrl(params: URLSearchParams): string | null {
  const canonical = canonicalSearchEntries(params);
  if (sameEntries(canonical, entriesOf(params))) return null;
  const rsc = params.get(NEXT_RSC_KEY);
  const query = new URLSearchParams(rsc === null ? canonical : [...canonical, [NEXT_RSC_KEY, rsc]]).toString();
  return `/search${query ? `?${query}` : ''}`;
}

/**
 * A path segment longer than this is not cached: the segment names the cache's files on disk, and a file name has
 * at most 255 bytes (Next adds suffixes). Every search of up to 150 bytes of UTF-8 fits (any 100 Latin letters, 50
 * Devanagari ones); a longer one is rendered per request instead.
 */
const MAX_CACHED_SEGMENT = 200;

/**
 * Where proxy.ts should rewrite a canonical search URL: `/search/r/<term, base64url>/<page>`, the cached page; a term
 * too long to name a cache file goes to `/search/uncached` (its query kept), rendered per request. null: no term
 * (the empty search page answers as is).
 */
export function searchRewritePath(params: URLSearchParams): string | null {
  const term = canonicalSearchTerm(params.get('q') ?? '');
  if (!term) return null;
  const segment = encodeSearchTerm(term);
  if (segment.length > MAX_CACHED_SEGMENT) return SEARCH_UNCACHED_PATH;
  return `/search/r/${segment}/${searchPageNumber(params.get('page'))}`;
}

/** The search page rendered per request, for terms too long to cache (searchRewritePath). */
export const SEARCH_UNCACHED_PATH = '/search/uncached';

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
