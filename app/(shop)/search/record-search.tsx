'use client';

import { useEffect } from 'react';

/**
 * Remembers this search (the visitor's recent searches, everyone's popular ones) once the page is shown. The page is
 * cached and the same for everyone (issue 30), so the record cannot be made while rendering it. Of the ways to make
 * it, this is the cheapest honest one:
 * - the search API already records a first-page search with what it needs (the result count, the corrected form
 *   popular searches count) from its own 30 s cache of results, and already keeps the rule that a visitor whose
 *   cookie did not come back (a new id made by that very request) is not counted in popular searches;
 * - a HEAD request runs the same handler with no body sent back (Next answers HEAD with the GET handler);
 * - it comes from a browser that showed the page, so a crawler or a script fetching search URLs in a loop records
 *   nothing, and the bench's requests cost what a cached page costs. proxy.ts recording instead would put a database
 *   write (and a search for its count) back on every request, cached or not, including prefetches.
 * keepalive: the request is finished even when the shopper moves on at once. Failures are ignored: a missed record
 * must never disturb the page.
 */
export function RecordSearch({ q }: { q: string }) {
  useEffect(() => {
    fetch(`/api/V2/search?q=${encodeURIComponent(q)}`, { method: 'HEAD', keepalive: true }).catch(() => {});
  }, [q]);
  return null;
}
