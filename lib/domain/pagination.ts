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
