// Public lists read `?page` (blogs, a blog category, careers, quizzes of a category, donations, a campaign). A page
// that read the query would be rendered on every request, so next.config.mjs rewrites `?page=N` to an internal path
// segment (`/blogs/p/N`) whose page is cached per page number. Only 1 to 999 get a page of their own, which bounds
// how many copies of one list the cache can hold whatever visitors type; anything else goes to segment `0`, the
// list's 404 (as an invalid page number always was). Page 1 is also the clean URL, canonical for both.

/** The page numbers that get a cached page of their own; next.config.mjs spells the same pattern (LIST_PAGE). */
export const LIST_PAGE_PATTERN = '[1-9][0-9]{0,2}';
export const LIST_PAGE_MAX = 999;

const SEGMENT = new RegExp(`^${LIST_PAGE_PATTERN}$`);

/** The page number of an internal `/p/[page]` segment, or null (then: the list's 404). */
export function listPageNumber(segment: string): number | null {
  return SEGMENT.test(segment) ? Number(segment) : null;
}
