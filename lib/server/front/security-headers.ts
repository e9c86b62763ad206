import { gatewayUrls } from '@/lib/server/payments/gateway-urls';
import { STATIC_SECURITY_HEADERS } from './static-security-headers.mjs';

// The security headers on every answer of the production server (lib/server/front/server.ts sets them before Next handles a
// request, so pages, JSON, static files, /media, the simulators and Next's own error answers all carry them).
// The headers that never vary are defined in static-security-headers.mjs and carried by Next's own configuration
// (next.config.mjs `headers()`) as well; the server sets them too, first, for the answers Next never writes.
// No 'server-only' import: the front server loads it outside Next's bundler.
//
// Scripts: pages are served from Next's ISR cache, the same bytes to everyone, and Next writes inline scripts into
// them (the RSC payload). A per-request nonce would make every page dynamic, and hashes differ per page and build,
// so inline scripts are allowed; what the policy does shut is every other origin for scripts, plugins (object-src),
// <base> hijacking, framing by other sites, and form posts anywhere but here and the payment gateway.
//
// form-action depends on who asks: it names the origin the shopper is on and the gateway they will post to, both by
// the shop's link rule (lib/server/site-origin.ts, through gateway-urls.ts), so the page, the return URLs and the
// simulator's form always agree. With SITE_URL that is one policy for everyone; in the demo a shopper on 127.0.0.1
// may post to 127.0.0.1 and one on localhost to localhost.
//
// Uploaded files (avatars, photo-cake pictures, ticket photos) are bytes people sent us: they keep a policy of their
// own that lets nothing run or load (UPLOADED_FILE_POLICY), never the site's, which allows inline scripts.

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Where the pages of a shopper on `requestOrigin` may post forms: the payment gateway the checkout hands their
 * browser to (eSewa's form URL, UAT or production as configured, or the simulator on their host), the simulator's
 * own pages, and the origin their links use: a simulator page posts its decision to itself and is then redirected to
 * the return URL on the shop, and Chrome checks that redirect against form-action as well.
 */
function formTargets(requestOrigin: string | null): string[] {
  const urls = gatewayUrls(requestOrigin);
  const origins = [urls.esewa.formUrl, urls.simulatorEnabled ? urls.simulatorBrowserOrigin : null, urls.shopperOrigin]
    .map((url) => (url ? originOf(url) : null))
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy for a request to `requestOrigin` (the origin the browser addressed; null: the shop's
 * own address), in this environment.
 */
export function contentSecurityPolicy(requestOrigin: string | null = null): string {
  const { env } = process;
  const script = ["'self'", "'unsafe-inline'"];
  const style = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  // The social login SDKs, only where that login is configured (lib/server/auth/providers.ts; components/account/
  // social-login-buttons.tsx loads them). Google's hosts are the ones its Identity Services guide lists for a CSP.
  if (env.GOOGLE_CLIENT_ID?.trim()) {
    script.push('https://accounts.google.com/gsi/client');
    style.push('https://accounts.google.com/gsi/style');
    connect.push('https://accounts.google.com/gsi/');
    frame.push('https://accounts.google.com/gsi/');
  }
  if (env.FACEBOOK_APP_ID?.trim()) {
    script.push('https://connect.facebook.net');
    connect.push('https://www.facebook.com', 'https://graph.facebook.com');
    frame.push('https://www.facebook.com', 'https://web.facebook.com', 'https://staticxx.facebook.com');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    // Product art is ours (/media); avatars and map tiles may come from elsewhere over https.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formTargets(requestOrigin).join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** An uploaded file's own policy: nothing in it may run, load or navigate (a sandboxed, opaque document). */
export const UPLOADED_FILE_POLICY = "default-src 'none'; sandbox";

/** The routes that serve uploaded files (app/media/uploads, app/media/ticket-attachments, app/media/images: processed photos). */
const UPLOADED_FILE_PATHS = ['/media/uploads/', '/media/ticket-attachments/', '/media/images/'];

/**
 * Whether a request path (as the client sent it, query included) reaches an uploaded file's route. Resolved as a
 * browser and Next resolve it first: Next serves /media/x/../uploads/<id> and /media/.%2e/media/uploads/<id> from the
 * upload route too.
 */
export function isUploadedFilePath(path: string): boolean {
  if (!path.includes('media/')) return false;
  let pathname: string;
  try {
    pathname = new URL(path, 'http://shop.invalid').pathname;
  } catch {
    return false;
  }
  return UPLOADED_FILE_PATHS.some((prefix) => pathname.startsWith(prefix));
}

/** HSTS for answers that went out over https (directly or through a trusted TLS proxy); never over plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The headers for one answer. `https` is how the client reached us (trusted-front.ts): HSTS is only sent then, as a
 * browser ignores it over http and the plain-http demo on localhost must stay reachable.
 */
export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    ...Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * The production server's headers for each request, worked out once per distinct (origin, scheme, kind of answer)
 * and kept: a page request then costs a map lookup. Hosts come from clients, so the memory is bounded (a client
 * making up Host headers only empties it; the policy for an unknown host is the shop's own address anyway).
 */
export function securityHeadersByRequest(limit = 64): (request: { origin: string; https: boolean; path: string }) => ReadonlyArray<[string, string]> {
  const known = new Map<string, ReadonlyArray<[string, string]>>();
  return ({ origin, https, path }) => {
    const uploaded = isUploadedFilePath(path);
    const key = `${https ? 's' : 'p'}${uploaded ? 'u' : 'a'} ${origin}`;
    let headers = known.get(key);
    if (!headers) {
      headers = Object.entries(securityHeaders(uploaded ? UPLOADED_FILE_POLICY : contentSecurityPolicy(origin), https));
      if (known.size >= limit) known.clear();
      known.set(key, headers);
    }
    return headers;
  };
}
