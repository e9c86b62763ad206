// Where every absolute link the shop builds points: canonical URLs, payment return URLs and the redirect back from a
// gateway, and the links in mail and SMS. One rule, here:
//
// - SITE_URL set (every real deployment): always SITE_URL, whatever Host a request carried.
// - SITE_URL not set (the demo, `npm start` on one machine): the demo's own address, http://localhost:<PORT> — except
//   that a link for the very person making the request (audience 'requester': their payment's return URL, the
//   redirect after paying, the mail about the order they just placed) follows the host they used, so a shopper on
//   127.0.0.1 comes back from eSewa to 127.0.0.1 and keeps their session cookie. Only a host the demo shop answers
//   at is followed: a loopback address, or an origin listed in ALLOWED_ORIGINS; anything else gets the demo address.
// - A link that may reach someone else (audience 'anyone': a password-reset or confirmation link mailed to whatever
//   address was typed, a notification the shop sends on its own) never uses the request's host, so a forged Host
//   header cannot decide where a mailed link points.
//
// Services stay free of HTTP: the route layer reads the request's origin (lib/server/http/request-origin.ts) and passes
// the string in. That reader is the one place to adapt when forwarded headers from trusted proxies are believed.

export type LinkAudience = 'requester' | 'anyone';

const env = (name: string): string | undefined => process.env[name]?.trim() || undefined;

/** 'https://shop.example/' → 'https://shop.example'; null for anything that is not an http(s) origin. */
export function normalizeOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/** SITE_URL as the operator configured it (an origin, no trailing slash), or null in the demo. */
export function configuredOrigin(): string | null {
  const raw = env('SITE_URL');
  if (!raw) return null;
  // A path in SITE_URL (a shop under /shop) is kept: links are built as `${origin}/path`.
  return raw.replace(/\/+$/, '');
}

/** The demo's own address: http://localhost and the port it serves on (PORT, as `npm start` sets it; 3000). */
export function demoOrigin(): string {
  const port = env('PORT');
  return `http://localhost:${port && /^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** The origin links anyone may receive use: SITE_URL, or the demo's own address. */
export function trustedOrigin(): string {
  return configuredOrigin() ?? demoOrigin();
}

function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Whether the demo shop answers at this origin: its own address, a loopback host, or one listed in ALLOWED_ORIGINS. */
export function isShopOrigin(origin: string): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (normalized === normalizeOrigin(trustedOrigin())) return true;
  const listed = (env('ALLOWED_ORIGINS') ?? '').split(',').map((o) => normalizeOrigin(o.trim()));
  if (listed.includes(normalized)) return true;
  return isLoopback(new URL(normalized).hostname);
}

/**
 * The origin for an absolute link (no trailing slash). `requestOrigin` is the origin the current request was
 * addressed to, as the route layer read it; it only ever counts for audience 'requester' in the demo.
 */
export function linkOrigin(audience: LinkAudience, requestOrigin?: string | null): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  if (audience === 'requester' && requestOrigin && isShopOrigin(requestOrigin)) return normalizeOrigin(requestOrigin)!;
  return demoOrigin();
}

/** '/profile/orders' → an absolute link on `origin` (default: the trusted origin). */
export function absoluteLink(path: string, origin: string = trustedOrigin()): string {
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
