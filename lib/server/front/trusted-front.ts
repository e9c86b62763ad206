import type { IncomingMessage } from 'node:http';
import { resolveForwarded, type TrustedProxies } from './forwarded';

// The production server (lib/server/front/server.ts) is the "trusted front": before Next sees a request, it replaces every
// forwarded header with what forwarded.ts worked out from the socket and TRUSTED_PROXIES. Route handlers never see
// the socket, so they can only believe X-Forwarded-* when they know this happened: the front marks the process
// (a global symbol in the process that runs the route handlers) and the app reads the headers only then
// (lib/server/http/client.ts). Under `next dev` / `next start` nothing strips what a client sends, so nothing is
// believed: every client shares one address for per-IP limits, and the Origin check uses the Host header.
// No 'server-only' import: the front server loads it outside Next's bundler.

const FRONT = Symbol.for('upahar-ghar.trusted-front');

/** Called once by the production server, before it serves anything. */
export function markTrustedFront(): void {
  (globalThis as Record<symbol, unknown>)[FRONT] = true;
}

/** Whether this process's requests all passed through applyTrustedForwarding. */
export function behindTrustedFront(): boolean {
  return (globalThis as Record<symbol, unknown>)[FRONT] === true;
}

/** Forwarded headers a client could send to pass itself off as someone else, or as https. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/**
 * Rewrites the request's forwarded headers to the resolved client, in place: X-Forwarded-For holds exactly the
 * client's address, X-Forwarded-Proto and X-Forwarded-Host what it used; anything else a client or a proxy sent is
 * gone. Next keeps headers that are already set, so its own request URL follows the same answer.
 */
export function applyTrustedForwarding(req: IncomingMessage, trusted: TrustedProxies): void {
  const client = resolveForwarded(
    { remoteAddress: req.socket.remoteAddress, encrypted: 'encrypted' in req.socket && req.socket.encrypted === true, headers: req.headers },
    trusted,
  );
  for (const name of FORWARDED_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = client.address;
  req.headers['x-forwarded-proto'] = client.proto;
  if (client.host) req.headers['x-forwarded-host'] = client.host;
}
