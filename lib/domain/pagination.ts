import type { Pagination } from './catalogue-types';

/**
 * A page number past the end of its list (page 99 of 5 pages, page 2 of an empty list). Such a page has nothing to
 * show and no honest "Showing x–y of n" line, so list pages answer it with their 404 and the API with a 404 that names
 * the last page, rather than an empty page (issue 11). Page 1 always exists, even for an empty list.
 */
export function isPastLastPage(pagination: Pick<Pagination, 'currentPage' | 'totalPages'>): boolean {
  return pagination.currentPage > 1 && pagination.currentPage > pagination.totalPages;
}

/** What the API says about such a page. */
export function pastLastPageMessage({ currentPage, totalPages }: Pick<Pagination, 'currentPage' | 'totalPages'>): string {
  return totalPages === 0
    ? `There is no page ${currentPage}: the list is empty`
    : `There is no page ${currentPage}: the last page is ${totalPages}`;
}

/**
 * How deep a product list can be paged: its first MAX_LIST_DEPTH products (100 pages of 24, 50 of 48). Issue 26: at
 * 100,000 products a page 1000+ sorted by popularity or newest cost 138–145 ms against 12 ms for pages 1–20, because
 * reaching an offset means reading every product before it (PostgreSQL gave up on the index and sorted the whole
 * scope on disk). Nobody pages that far: a shopper narrows with filters or a sort, and crawlers reach every product
 * through the sitemap, its category and its store. So lists stop here, and a page past it is the same 404 as a page
 * past the end (README "Lists stay bounded").
 */
export const MAX_LIST_DEPTH = 2400;

/** The pages a list of `total` items serves at `perPage` a page: up to the end, or to MAX_LIST_DEPTH. */
export function servedPages(total: number, perPage: number): number {
  return Math.min(Math.ceil(total / perPage), Math.ceil(MAX_LIST_DEPTH / perPage));
}

/** Whether a page lies past the served depth: such a page is not read at all (its list answers 404). */
export function isPastListDepth(page: number, perPage: number): boolean {
  return page > 1 && (page - 1) * perPage >= MAX_LIST_DEPTH;
}
