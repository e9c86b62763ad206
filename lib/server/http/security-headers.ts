import { gatewayUrls } from '@/lib/server/payments/gateway-urls';

// The security headers on every answer of the production server (scripts/serve.ts sets them before Next handles a
// request, so pages, JSON, static files, /media, the simulators and Next's own error answers all carry them).
// No 'server-only' import: serve.ts loads it outside Next's bundler.
//
// Scripts: pages are served from Next's ISR cache, the same bytes to everyone, and Next writes inline scripts into
// them (the RSC payload). A per-request nonce would make every page dynamic, and hashes differ per page and build,
// so inline scripts are allowed; what the policy does shut is every other origin for scripts, plugins (object-src),
// <base> hijacking, framing by other sites, and form posts anywhere but here and the payment gateway.

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Where the shop's forms may post: here, and the payment gateway the checkout hands the browser to (eSewa's form URL,
 * UAT or production as configured, or the simulator). The shop's configured origin too: a gateway simulator's page
 * posts its decision to itself and is then redirected to the return URL on the shop, and Chrome checks that
 * redirect against form-action as well.
 */
function formTargets(): string[] {
  const urls = gatewayUrls();
  const origins = [urls.esewa.formUrl, urls.simulatorEnabled ? urls.simulatorOrigin : null, urls.siteUrl]
    .map((url) => (url ? originOf(url) : null))
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/** The Content-Security-Policy value for this environment (read once at start-up by the server). */
export function contentSecurityPolicy(): string {
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
    `form-action 'self' ${formTargets().join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
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
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Checkout's "use my location" asks for the position on our own pages; nothing else is used.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    ...(https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}
