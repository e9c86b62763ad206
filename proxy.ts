import { NextResponse, type NextRequest } from 'next/server';
import {
  canonicalListUrl,
  canonicalSearchUrl,
  listRewritePath,
  SEARCH_UNCACHED_PATH,
  searchRewritePath,
} from '@/app/(shop)/_lib/list-query';
import { isGuardedPath, loginHref, PATH_HEADER } from '@/lib/domain/referrer';
import { readCookie } from '@/lib/server/http/cookies';

// Runs before routing (Next 16's name for middleware). Four jobs:
// 1. SPEC §2 redirects: /cakes → /category/cakes, /urgent-cakes → /products/urgent (308, permanent).
// 2. Product lists with a query (?page=2&sort=newest) are rewritten to an internal `/q/<normalised query>` segment so
//    the page stays ISR-cached per filter combination instead of re-rendering per request (see list-query.ts). A query
//    that is not the canonical spelling of its filters (a price off the slider's steps, keys out of order, page=1,
//    unknown or empty parameters, /products?q=…) is first redirected (308) to the one that is, so visitors can only
//    ever make canonical combinations cached (issue 30, README "Cache bounds"). Only lists whose query holds a filter
//    key (or /products with a q) get here at all (see `config` below).
// 3. Searches the same way: /search?q=<term>(&page=N) not spelled as the search reads it ("Red  Velvet") gets a 308 to
//    the canonical URL (canonicalSearchUrl); a canonical one is rewritten to the cached page of that term and page,
//    `/search/r/<term>/<page>`. Nothing here depends on the visitor: the page is the same for everyone, and the
//    visitor's part (remembering the search, their recent searches) happens after it, in the browser, through the
//    search API (app/(shop)/search/record-search.tsx says why there).
// 4. The optimistic login guard: /profile/* (not /profile/changepassword) without the session cookie goes to
//    /login?referrer=<path+query> (307). Only the cookie's presence is checked here; the profile pages look the
//    session up on the server. Guarded requests carry their path in PATH_HEADER so the layout can build that link too.

const REDIRECTS: Record<string, string> = {
  '/cakes': '/category/cakes',
  '/urgent-cakes': '/products/urgent',
};

function pathWithQuery(request: NextRequest): string {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete('_rsc'); // Next's own cache-busting parameter on client navigations
  const query = params.toString();
  return `${request.nextUrl.pathname}${query ? `?${query}` : ''}`;
}

function search(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  const canonical = canonicalSearchUrl(url.searchParams);
  if (canonical) {
    const target = new URL(canonical, url.origin);
    url.search = target.search;
    return NextResponse.redirect(url, 308);
  }
  const rewritePath = searchRewritePath(url.searchParams);
  if (!rewritePath) return NextResponse.next();
  url.pathname = rewritePath;
  // The term and page now live in the path (the cached page reads params only); what is left (utm_*) never reaches
  // the page. Only the per-request page for a term too long to cache reads the query.
  if (rewritePath !== SEARCH_UNCACHED_PATH) {
    for (const key of [...url.searchParams.keys()]) {
      if (key !== '_rsc') url.searchParams.delete(key);
    }
  }
  return NextResponse.rewrite(url);
}

function guardProfile(request: NextRequest): NextResponse {
  const path = pathWithQuery(request);
  if (!readCookie(request, 'session')) {
    return NextResponse.redirect(new URL(loginHref(path), request.url), 307);
  }
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, path);
  return NextResponse.next({ request: { headers } });
}

export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;

  if (isGuardedPath(pathname)) return guardProfile(request);

  const redirectTo = REDIRECTS[pathname];
  if (redirectTo) {
    const url = request.nextUrl.clone();
    url.pathname = redirectTo;
    return NextResponse.redirect(url, 308);
  }

  if (pathname === '/search') return search(request);

  const canonical = canonicalListUrl(pathname, searchParams);
  if (canonical) {
    const url = request.nextUrl.clone();
    const target = new URL(canonical, url.origin);
    url.pathname = target.pathname;
    url.search = target.search;
    return NextResponse.redirect(url, 308);
  }

  const rewritePath = listRewritePath(pathname, searchParams);
  if (rewritePath) {
    const url = request.nextUrl.clone();
    url.pathname = rewritePath;
    // The filters now live in the path; what is left (e.g. utm_*, Next's own _rsc) never reaches the page's output.
    for (const key of [...url.searchParams.keys()]) {
      if (key !== '_rsc') url.searchParams.delete(key);
    }
    return NextResponse.rewrite(url);
  }

  return NextResponse.next();
}

// Which requests run the proxy at all. Every proxied request pays for Next's proxy machinery (a NextRequest, header
// copies, a NextResponse) before the page is even looked up: on a cached category page that was about an eighth of the
// server's CPU (README "Benchmarks"). So product lists (job 2) only run it when their query holds one of the filter keys
// (FILTER_PARAM_KEYS in lib/domain/filters.ts; tests/unit/catalogue/proxy-matcher.test.ts keeps the two in step):
// without one, listRewritePath() has nothing to rewrite and the clean, cached page answers as is. Next reads this
// object statically at build time, so the list pattern is spelled out in each entry rather than shared in a constant.
// The list paths: /category/:slug, /occasion/:slug, /products, /products/:slug, /store/:slug/products.
export const config = {
  matcher: [
    // Next tries every entry on every request (a RegExp each), so the plain paths share entries: the redirects in one,
    // /profile and everything below it in the other (`:path*` also matches /profile itself).
    '/(cakes|urgent-cakes)',
    // A search (job 3); the empty search page, whatever else its query holds, is the cached page as is.
    { source: '/search', has: [{ type: 'query', key: 'q' }] },
    '/profile/:path*',
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'page' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'sort' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'size' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'brand' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'color' }] },
    { source: '/((?:category|occasion)/[^/]+|products(?:/[^/]+)?|store/[^/]+/products)', has: [{ type: 'query', key: 'tags' }] },
    // /products?q=… is a search, sent to /search (the list has none): without this entry it showed the whole list.
    { source: '/products', has: [{ type: 'query', key: 'q' }] },
  ],
};
