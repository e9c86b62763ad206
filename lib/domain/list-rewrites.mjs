// @ts-check
// Public lists whose page number is in the query are cached per page (issue 30): reading `?page` would render the
// page on every request, so `?page=N` is rewritten to an internal path segment whose page is cached (ISR). Only 1 to
// 999 get a page of their own (LIST_PAGE in lib/domain/list-pages.ts: each list holds at most 999 cached copies
// whatever visitors type); any other value goes to segment 0, the list's 404, as an invalid page always was.
// `beforeFiles`: /blogs, /careers, /quiz and /donations are pages of their own, which `afterFiles` rules never reach.
// The browser keeps the URL it asked for; page 1 is the clean URL, canonical for ?page=1 too.
export const LIST_PAGE = '(?<page>[1-9][0-9]{0,2})';
/** @param {string} [value] @returns {{ type: 'query'; key: string; value?: string }} */
const page = (value) => ({ type: 'query', key: 'page', ...(value ? { value } : {}) });
/**
 * Each paged list: the cached page for N, the 404 for any other value.
 * @param {string} source @param {string} destination
 */
const pagedList = (source, destination) => [
  { source, has: [page(LIST_PAGE)], destination: `${destination}/p/:page` },
  { source, has: [page()], destination: `${destination}/p/0` },
];
/** The campaign page's product filters (FILTER_PARAM_KEYS of lib/domain/filters.ts, `page` apart). */
const CAMPAIGN_FILTERS = ['sort', 'minPrice', 'maxPrice', 'size', 'brand', 'color', 'tags'];
/**
 * A campaign list at `source`: ?page=N (and no filter) to its cached `p/N`, any filter, sort or other page value to
 * its `filtered` page.
 * @param {string} source @returns {import('next/dist/lib/load-custom-routes').Rewrite[]}
 */
const campaignList = (source) => [
  { source, has: [page(LIST_PAGE)], missing: CAMPAIGN_FILTERS.map((key) => ({ type: 'query', key })), destination: `${source}/p/:page` },
  ...['page', ...CAMPAIGN_FILTERS].map((key) => ({ source, has: [{ type: 'query', key }], destination: `${source}/filtered` })),
];
const QUIZ_CATEGORY = '(?<category>[a-z0-9-]{1,40})';

/** @type {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export const listRewrites = [
  ...pagedList('/blogs', '/blogs'),
  ...pagedList('/blogs/category/:slug', '/blogs/category/:slug'),
  // /careers?page=abc (or 0) was page 1 and still is; a number past 999 is past any real list's end: the 404.
  { source: '/careers', has: [page(LIST_PAGE)], destination: '/careers/p/:page' },
  { source: '/careers', has: [page('[0-9]{4,}')], destination: '/careers/p/0' },
  ...pagedList('/donations', '/donations'),
  // /quiz?category=…&page=…: one cached page per category (a fixed list) and page; an unknown category or an invalid
  // page is the 404 it always was; ?page without a category is /quiz itself.
  { source: '/quiz', has: [{ type: 'query', key: 'category', value: QUIZ_CATEGORY }, page(LIST_PAGE)], destination: '/quiz/c/:category/:page' },
  { source: '/quiz', has: [{ type: 'query', key: 'category', value: QUIZ_CATEGORY }, page()], destination: '/quiz/c/:category/0' },
  { source: '/quiz', has: [{ type: 'query', key: 'category', value: QUIZ_CATEGORY }], destination: '/quiz/c/:category/1' },
  { source: '/quiz', has: [{ type: 'query', key: 'category' }], destination: '/quiz/c/-/0' },
  { source: '/quiz', has: [page('(?![1-9][0-9]{0,2}$).*')], destination: '/quiz/c/-/0' },
  // The campaign page and its category and brand pages: ?page=N alone is cached per page; a filter or sort (typed by
  // visitors, unbounded) goes to a page rendered per request and never cached. Without either, the cached page
  // answers as is.
  ...campaignList('/campaign/:slug'),
  ...campaignList('/campaign/:slug/category/:category'),
  // (:brandSlug, not :brand: a `has` on the query key `brand` captures its value under that name, and the destination
  // would take the visitor's ?brand= for the path's brand.)
  ...campaignList('/campaign/:slug/brand/:brandSlug'),
  // A cause's donor wall, ?page=N per page like /donations (the cause's totals are cached with it: the `donations` tag).
  ...pagedList('/donations/:slug', '/donations/:slug'),
];

