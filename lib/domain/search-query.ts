import { isSafeText } from './safe-text';

// A search's one spelling (issue 30). The search page is cached per query, so every way of typing one search
// ("Red  Velvet ", "red velvet") must land on one URL, or visitors could fill the cache with spellings of it. The
// search itself reads queries this way (normaliseQuery in lib/server/services/catalogue/search.ts), so the canonical
// form finds exactly what the typed one found. Shared by proxy.ts (the 308 to the canonical URL and the rewrite to the
// cached page), the pages and the links they print.

/** The longest search, in UTF-16 units, as the search box (maxlength) and the API (zod) take it. */
export const MAX_SEARCH_LENGTH = 100;
/** Search pages past this are 404s anyway (at most 200 results, SEARCH_RESULT_CAP); as the page has always read it. */
export const MAX_SEARCH_PAGE = 10_000;

/**
 * The canonical term: whitespace collapsed, trimmed, lower-cased (the search ignores case), at most
 * MAX_SEARCH_LENGTH, and a fixed point (canonical of canonical is itself: a cut at the limit never leaves a trailing
 * space or half a surrogate pair behind). '' for no search, and for text nobody types (a NUL from a hand-made URL).
 */
export function canonicalSearchTerm(raw: string): string {
  if (!isSafeText(raw)) return '';
  let term = raw.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_SEARCH_LENGTH);
  if (/[\ud800-\udbff]$/.test(term)) term = term.slice(0, -1);
  return term.trim();
}

/** A page number as a search URL gives it: 1 for anything but a whole number from 1 to MAX_SEARCH_PAGE. */
export function searchPageNumber(raw: string | null | undefined): number {
  return raw && /^[1-9]\d{0,4}$/.test(raw) && Number(raw) <= MAX_SEARCH_PAGE ? Number(raw) : 1;
}

/** The link to a search (canonical when `term` is). */
export const searchHref = (term: string, page = 1): string =>
  `/search?q=${encodeURIComponent(term)}${page > 1 ? `&page=${page}` : ''}`;

// The cached page's path carries the term as base64url of its UTF-8: only [A-Za-z0-9_-], so nothing a visitor types
// (a '/', '..', '%') can change what the path means or where its cache file is written.

/** The path segment of a term. */
export function encodeSearchTerm(term: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(term)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The term of a path segment; null when the segment is not one encodeSearchTerm made from a canonical term. */
export function decodeSearchTerm(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  let term: string;
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    term = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
  return term && canonicalSearchTerm(term) === term && encodeSearchTerm(term) === segment ? term : null;
}
