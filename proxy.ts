import { NextResponse, type NextRequest } from 'next/server';
import { canonicalListUrl, listRewritePath } from '@/app/(shop)/_lib/list-query';
import { isGuardedPath, loginHref, PATH_HEADER } from '@/lib/domain/referrer';
import { isVisitorId, NEW_VISITOR_HEADER, VISITOR_COOKIE } from '@/lib/domain/visitor-id';
import { SESSION_COOKIE } from '@/lib/server/auth/session-policy';

// Runs before routing (Next 16's name for middleware). Four jobs:
// 1. SPEC §2 redirects: /cakes → /category/cakes, /urgent-cakes → /products/urgent (308, permanent).
// 2. Product lists with a query (?page=2&sort=newest) are rewritten to an internal `/q/<normalised query>` segment so
//    the page stays ISR-cached per filter combination instead of re-rendering per request (see list-query.ts). A query
//    that is not the canonical spelling of its filters (a price off the slider's steps, keys out of order, page=1,
//    unknown or empty parameters, /products?q=…) is first redirected (308) to the one that is, so visitors can only
//    ever make canonical combinations cached (issue 30, README "Cache bounds"). Only lists whose query holds a filter
//    key (or /products with a q) get here at all (see `config` below).
// 3. /search gets the visitor id cookie (ug_vid) the search history is keyed by, also on the first visit (a request
//    whose id was made here says so in NEW_VISITOR_HEADER, which a client cannot set for another request).
// 4. The optimistic login guard: /profile/* (not /profile/changepassword) without the session cookie goes to
//    /login?referrer=<path+query> (307). Only the cookie's presence is checked here; the profile pages look the
//    session up on the server. Guarded requests carry their path in PATH_HEADER so the layout can build that link too.

const REDIRECTS: Record<string, string> = {
  '/cakes': '/category/cakes',
  '/urgent-cakes': '/products/urgent',
};

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

function randomVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16)); // 128 bits from the platform CSPRNG
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function withVisitorCookie(request: NextRequest): NextResponse {
  // A cookie that is not a visitor id (tampered with, or from an older version) is replaced like a missing one.
  // Only this proxy says a visitor is new: a client's own header is dropped.
  const headers = new Headers(request.headers);
  headers.delete(NEW_VISITOR_HEADER);
  if (isVisitorId(request.cookies.get(VISITOR_COOKIE)?.value)) return NextResponse.next({ request: { headers } });
  const id = randomVisitorId();
  // Also put it on the forwarded request so this very render can already read it.
  request.cookies.set(VISITOR_COOKIE, id);
  headers.set('cookie', request.headers.get('cookie') ?? `${VISITOR_COOKIE}=${id}`);
  headers.set(NEW_VISITOR_HEADER, '1');
  const response = NextResponse.next({ request: { headers } });
  response.cookies.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    secure: request.nextUrl.protocol === 'https:',
  });
  return response;
}

function pathWithQuery(request: NextRequest): string {
  const params = new URLSearchParams(request.nextUrl.searchParams);
  params.delete('_rsc'); // Next's own cache-busting parameter on client navigations
  const query = params.toString();
  return `${request.nextUrl.pathname}${query ? `?${query}` : ''}`;
}

function guardProfile(request: NextRequest): NextResponse {
  const path = pathWithQuery(request);
  if (!request.cookies.get(SESSION_COOKIE)?.value) {
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

  if (pathname === '/search') return withVisitorCookie(request);

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
    // Next tries every entry on every request (a RegExp each), so the plain paths share entries: the redirects and
    // /search in one, /profile and everything below it in the other (`:path*` also matches /profile itself).
    '/(cakes|urgent-cakes|search)',
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
