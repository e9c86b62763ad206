import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import next from 'next';
import onHeaders from 'on-headers';
import { markServing, stopInvalidationBus } from '@/lib/server/cache/invalidation-bus.mjs';
import { closeDb } from '@/lib/server/db/client';
import { closeReadinessRedis } from '@/lib/server/health/readiness';
import { logger } from '@/lib/server/log/logger';
import { loggablePath } from '@/lib/server/log/redact';
import { browserCaching } from './browser-cache-control';
import { drainable, drainMs } from './drain';
import { EncodedBodyCache, encodeWholeBodies } from './encoded-bodies';
import { parseTrustedProxies } from './forwarded';
import { NotFoundDocuments } from './not-found-documents';
import { applyGate, createRequestGate } from './request-gate';
import { assignRequestId, logWhenDone } from './request-log';
import { scanRoutes } from './route-table';
import { securityHeadersByRequest } from './security-headers';
import { describeTricksOff, trickSwitches } from './tricks';
import { applyTrustedForwarding, markTrustedFront } from './trusted-front';

// The production web server (what `npm start`, the e2e tests and the bench run after a build; scripts/serve.ts starts
// it): Next's own request handler, as `next start` would use it, behind one layer of ours, all of it in this folder.
// - The trusted front: every request's forwarded headers are replaced by what the socket and TRUSTED_PROXIES say
//   (trusted-front.ts, forwarded.ts), so per-IP limits, the Origin check and Secure cookies cannot be talked round by
//   a client's own X-Forwarded-For.
// - Security headers on every answer (security-headers.ts; the static ones are carried by next.config.mjs too), and
//   Cache-Control a browser cannot serve stale (browser-cache-control.ts).
// - The request gate (request-gate.ts, route-table.ts): paths with broken %-escapes and methods a route does not take
//   are answered before Next, which cannot.
// - Compression: Next's own is off (next.config.mjs `compress: false`) because it would gzip every cached page again on
//   every request; here streamed answers are compressed as they go by the same `compression` middleware Next uses.
// - Operations: a request id and one JSON log line per request (request-log.ts, lib/server/log), and a graceful
//   drain on SIGTERM (drain.ts) with /api/ready answering 503 from its first moment.
// - Speed tricks, each behind a switch (tricks.ts): whole bodies encoded once per distinct body (encoded-bodies.ts),
//   and the not-found page's HTML for every 404 page answer, which Next 16 leaves empty (not-found-documents.ts).
// `next start` does none of this: it is not a production server for this shop.

/** The line scripts and people wait for (scripts/support/processes.ts waits for HTTP itself, not for this). */
export const readyLine = (port: number) => `Ready on http://localhost:${port}`;

/** How long closing the app and the pools may take after the drain before the process exits anyway. */
const CLOSE_GRACE_MS = 5_000;

/**
 * The rate limiter's Redis client, as its closeRateLimitStore does: lib/server/auth/rate-limit.ts keeps it on globalThis
 * (shared with the route handlers of this process) but is 'server-only', which this server, outside Next's bundler,
 * cannot import.
 */
async function closeRateLimitRedis(): Promise<void> {
  const holder = globalThis as { __ugRedis?: { client: { quit(): Promise<unknown>; disconnect(): void } } };
  const current = holder.__ugRedis;
  holder.__ugRedis = undefined;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}

export async function startFrontServer(options: { port: number; dir: string }): Promise<void> {
  const { port, dir } = options;
  const log = logger();
  const trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
  if (trusted.entries.length) log.info(`Forwarded headers believed from: ${trusted.entries.join(', ')}`);
  const tricks = trickSwitches();
  const tricksOff = describeTricksOff(tricks);
  if (tricksOff) log.info(`Server tricks: ${tricksOff}`);
  markTrustedFront();
  // Shared caches (lib/server/cache/invalidation-bus.mjs): this process hears and publishes invalidations.
  markServing();
  const headersFor = securityHeadersByRequest();
  const app = next({ dev: false, dir, port });
  const handle = app.getRequestHandler();
  await app.prepare();

  // compression is connect-style middleware: plain Node requests and responses are all it uses (its types say Express).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const bodies = tricks.encodedBodies ? new EncodedBodyCache() : null;
  const gate = createRequestGate(scanRoutes(dir));
  const notFoundDocuments = tricks.notFoundDocuments ? new NotFoundDocuments(() => (server.address() as AddressInfo).port) : null;
  const server = http.createServer((req, res) => {
    const internal = notFoundDocuments?.takeInternal(req) ?? false;
    const requestId = assignRequestId(req, res);
    if (!internal) logWhenDone(req, res, requestId, log);
    applyTrustedForwarding(req, trusted);
    // After applyTrustedForwarding: the scheme and host are the client's as this front resolved them, the same the
    // route handlers read (lib/server/http/client.ts requestOrigin), so the CSP's form-action and the links agree.
    const https = req.headers['x-forwarded-proto'] === 'https';
    const host = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
    const origin = `${https ? 'https' : 'http'}://${Array.isArray(host) ? host[0] : host}`;
    for (const [name, value] of headersFor({ origin, https, path: req.url ?? '/' })) res.setHeader(name, value);
    // Cache-Control meant for a CDN loses what would let a browser show a stale copy (browser-cache-control.ts).
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
      if (bodies) encodeWholeBodies(req, res, bodies);
      // Last, so it sees Next's calls first: a 404 page answer becomes the server-rendered not-found page.
      if (notFoundDocuments && !internal) notFoundDocuments.install(req, res);
      handle(req, res).catch((error: unknown) => {
        log.error('request failed', { requestId, method: req.method, path: loggablePath(req.url), error });
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  });
  const drainer = drainable(server);

  // Idle keep-alive sockets: Node closes them after 5 s by default, and a client (a browser, a test's request context,
  // a load balancer) that reuses one just as it closes gets "socket hang up" (ECONNRESET) for a request it already
  // sent. Load balancers keep idle upstream connections for about 60 s, so the server keeps them a little longer and
  // it is always the client's side that closes first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.on('error', (error) => {
    log.error(`The web server could not listen on port ${port}`, { error });
    process.exit(1);
  });
  server.listen(port, () => log.info(readyLine(port)));

  // SIGTERM (a rolling restart, a scale-down, `npm start` stopping) and Ctrl-C: drain (drain.ts), then close Next and
  // the shared connections, and exit 0: a drained stop is a clean one. A second signal while draining exits at once.
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again while draining: exiting now`);
      process.exit(130);
    }
    stopping = true;
    log.info('Shutting down: draining requests', { signal, inFlight: drainer.inFlight, drainMs: drainMs() });
    const { timedOut, inFlightAtStart } = await drainer.drain();
    if (timedOut) log.warn('Drain deadline reached: open connections were cut', { inFlightAtStart });
    else log.info('Drained', { inFlightAtStart });
    // Next flushes its caches; then the pools. Bounded: a wedged close must not keep a stopped instance alive.
    const closed = Promise.allSettled([app.close(), closeDb(), closeRateLimitRedis(), Promise.resolve(closeReadinessRedis()), stopInvalidationBus()]);
    const grace = new Promise((resolve) => setTimeout(resolve, CLOSE_GRACE_MS).unref());
    await Promise.race([closed, grace]);
    log.info('Stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
