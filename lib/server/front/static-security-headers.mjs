// @ts-check
// The security headers that are the same on every answer, in one place that both next.config.mjs `headers()` (so
// Next carries them on everything it serves, under `next dev` and `next start` too) and the front server
// (security-headers.ts, for the answers Next never writes: the request gate's, the not-found document) read. The
// headers that depend on the request stay in the front server: the Content-Security-Policy (its form-action names the
// origin the shopper is on, and uploaded files get a locked-down policy of their own by path) and HSTS (only when the
// client reached us over https, as the trusted front resolved it): Next's `headers()` can match a path or a header
// but cannot compute a value from the request.

/** @type {ReadonlyArray<{ key: string; value: string }>} */
export const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Checkout's "use my location" asks for the position on our own pages; nothing else is used.
  { key: 'Permissions-Policy', value: 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()' },
];
