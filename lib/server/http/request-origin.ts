import 'server-only';
import { linkOrigin, normalizeOrigin } from '@/lib/server/site-origin';

// The route layer's half of the link rule (lib/server/site-origin.ts): which origin the request was addressed to.
// The URL's scheme and the plain Host header; forwarded headers (X-Forwarded-Host/-Proto) are not read here, because
// any client can send them. When the shop learns which proxies to believe, this is the one place to adapt.

/** The origin the browser addressed (scheme and Host), or null when the Host header is not a usable host. */
export function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  return normalizeOrigin(`${url.protocol}//${host}`);
}

/** The origin for links handed back to the person making this request (payment return URLs, redirects, their mail). */
export function requesterLinkOrigin(request: Request): string {
  return linkOrigin('requester', requestOrigin(request));
}
