import 'server-only';
import { behindTrustedFront } from '@/lib/server/front/trusted-front';

// What a route handler may believe about who sent a request (see trusted-front.ts for why). Behind the production
// server the forwarded headers are its own answer (TRUSTED_PROXIES applied, client copies removed); anywhere else
// (`next dev`, `next start`) they are whatever the client wrote, so they are ignored.

/** One shared address for every client when no trusted front tells them apart (development servers). */
export const UNKNOWN_CLIENT = 'unknown';

/** The client's address for per-IP limits: set by the trusted front, never read from a client's own header. */
export function clientAddress(request: Request): string {
  if (!behindTrustedFront()) return UNKNOWN_CLIENT;
  return request.headers.get('x-forwarded-for')?.trim() || UNKNOWN_CLIENT;
}

/** 'https' when the shopper reached us over TLS (ours, or a trusted proxy's), else 'http'. */
function requestProto(request: Request): string {
  const forwarded = behindTrustedFront() ? request.headers.get('x-forwarded-proto') : null;
  return forwarded || new URL(request.url).protocol.replace(':', '');
}

/** The origin this request was addressed to, as the browser saw it (a trusted proxy's forwarded host honoured). */
export function requestOrigin(request: Request): string {
  const forwardedHost = behindTrustedFront() ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost || request.headers.get('host') || new URL(request.url).host;
  return `${requestProto(request)}://${host}`;
}

/** Whether cookies set on this answer must be Secure (the shopper is on https). */
export function isHttpsRequest(request: Request): boolean {
  return requestProto(request) === 'https';
}
