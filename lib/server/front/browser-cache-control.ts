// What a browser's own cache may do with an answer meant for shared caches (lib/server/front/server.ts applies it to every
// answer). Next marks every page and RSC payload it serves from its page cache `s-maxage=N,
// stale-while-revalidate=M` (M up to a year), and our public JSON says `public, s-maxage=300,
// stale-while-revalidate=3600`. Those are instructions for a CDN; a browser ignores s-maxage, so it holds such an
// answer as stale from the start — and stale-while-revalidate lets it serve that stale copy at once and refetch
// behind it. Chromium does exactly that for fetches: a client-side navigation, a Next prefetch or an axios call could
// show a price from a visit hours or months ago (the server's caches are exact to the second: README "How fresh each
// page is"), and every page view after a reload left a dozen background refetches of the links' RSC payloads open for
// about 27 s (seen as 23–30 s `networkidle` waits in the end-to-end tests).
// So browsers get the directive without stale-while-revalidate: with no max-age they revalidate every time (pages
// carry no validators, so that is a plain fetch, answered from the server's cache). A CDN keeps Next's full
// instruction in CDN-Cache-Control (RFC 9213), which the CDNs that read it prefer to Cache-Control.
// No 'server-only' import: the front server loads it outside Next's bundler.

export type BrowserCaching = { cacheControl: string; cdnCacheControl: string | null };

/** The Cache-Control a browser gets for `value`, and the CDN-Cache-Control to send beside it (null: none needed). */
export function browserCaching(value: string): BrowserCaching {
  const directives = value
    .split(',')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const name = (directive: string) => directive.split('=')[0]!.trim().toLowerCase();
  const names = directives.map(name);
  // Only what is written for shared caches and lets a stale copy be served: a browser-facing max-age is ours to keep.
  if (!names.includes('s-maxage') || names.includes('max-age') || !names.includes('stale-while-revalidate')) {
    return { cacheControl: value, cdnCacheControl: null };
  }
  return { cacheControl: directives.filter((directive) => name(directive) !== 'stale-while-revalidate').join(', '), cdnCacheControl: value };
}
