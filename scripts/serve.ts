import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import next from 'next';
import onHeaders from 'on-headers';
import { browserCaching } from '@/lib/server/front/browser-cache-control';
import { parseTrustedProxies } from '@/lib/server/front/forwarded';
import { securityHeadersByRequest } from '@/lib/server/front/security-headers';
import { applyTrustedForwarding, markTrustedFront } from '@/lib/server/front/trusted-front';
import { EncodedBodyCache, encodeWholeBodies } from './support/encoded-bodies';
import { NotFoundDocuments } from './support/not-found-documents';
import { repoRoot } from './support/processes';
import { applyGate, createRequestGate } from './support/request-gate';
import { scanRoutes } from './support/route-table';

// The production web server (what `npm start`, the e2e tests and the bench run after a build): Next's own request
// handler, as `next start` would use it, behind one layer of ours. Next's built-in compression is off
// (next.config.mjs `compress: false`) because it would gzip every cached page again on every request; here bodies
// that are whole by nature (Next's cache hits, JSON) go out as bytes encoded once per distinct body
// (support/encoded-bodies.ts), and what streams (pages rendered per request) is compressed as it goes by the same
// `compression` middleware Next uses.
// It is also the shop's trusted front: every request's forwarded headers are replaced by what the socket and
// TRUSTED_PROXIES say (lib/server/http/trusted-front.ts), so per-IP limits, the Origin check and Secure cookies
// cannot be talked round by a client's own X-Forwarded-For, and every answer gets the security headers
// (lib/server/http/security-headers.ts), with Cache-Control a browser cannot serve stale
// (lib/server/http/browser-cache-control.ts). And it sends the not-found page's HTML for every 404 page answer, which
// Next 16 leaves empty (support/not-found-documents.ts). `next start` does none of this: it is not a production
// server for this shop.
// Before Next, support/request-gate.ts answers what Next cannot: paths with broken %-escapes and methods a route
// does not take (405 JSON with Allow under /api).
// Reads PORT (default 3000) and listens on all interfaces, as `next start` does; build first with `npm run build`
// (`next build` plus the compile hints, scripts/support/compile-hints.ts).

const port = Number(process.env.PORT ?? 3000);

async function main(): Promise<void> {
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  if (trusted.entries.length) console.log(`Forwarded headers believed from: ${trusted.entries.join(', ')}`);
  markTrustedFront();
  const headersFor = securityHeadersByRequest();
  const app = next({ dev: false, dir: repoRoot, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // compression is connect-style middleware: plain Node requests and responses are all it uses (its types say Express).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const bodies = new EncodedBodyCache();
  const gate = createRequestGate(scanRoutes(repoRoot));
  const notFoundDocuments = new NotFoundDocuments(() => (server.address() as AddressInfo).port);
  const server = http.createServer((req, res) => {
    const internal = notFoundDocuments.takeInternal(req);
    applyTrustedForwarding(req, trusted);
    // After applyTrustedForwarding: the scheme and host are the client's as this front resolved them, the same the
    // route handlers read (lib/server/http/client.ts requestOrigin), so the CSP's form-action and the links agree.
    const https = req.headers['x-forwarded-proto'] === 'https';
    const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
    const origin = `${https ? 'https' : 'http'}://${Array.isArray(host) ? host[0] : host}`;
    for (const [name, value] of headersFor({ origin, https, path: req.url ?? '/' })) res.setHeader(name, value);
    // Cache-Control meant for a CDN loses what would let a browser show a stale copy (lib/server/http/browser-cache-control.ts).
    onHeaders(res, function keepBrowsersExact(this: ServerResponse) {
      const value = this.getHeader('cache-control');
      if (typeof value !== 'string') return;
      const { cacheControl, cdnCacheControl } = browserCaching(value);
      if (!cdnCacheControl) return;
      this.setHeader('Cache-Control', cacheControl);
      this.setHeader('CDN-Cache-Control', cdnCacheControl);
    });
    if (applyGate(gate, req, res)) return;
    compress(req, res, () => {
      encodeWholeBodies(req, res, bodies);
      // Last, so it sees Next's calls first: a 404 page answer becomes the server-rendered not-found page.
      if (!internal) notFoundDocuments.install(req, res);
      handle(req, res).catch((error: unknown) => {
        console.error(`Failed to handle ${req.method} ${req.url}:`, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  });

  // Idle keep-alive sockets: Node closes them after 5 s by default, and a client (a browser, a test's request context,
  // a load balancer) that reuses one just as it closes gets "socket hang up" (ECONNRESET) for a request it already
  // sent. Load balancers keep idle upstream connections for about 60 s, so the server keeps them a little longer and
  // it is always the client's side that closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.on('error', (error) => {
    console.error(`The web server could not listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, () => console.log(`Ready on http://localhost:${port}`));

  let closing = false;
  const stop = (code: number) => {
    if (closing) return;
    closing = true;
    // Finish the requests in flight, drop idle keep-alive sockets, then let Next flush its caches.
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
    setTimeout(() => process.exit(code), 5_000).unref();
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
