import 'server-only';
import { isHttpsRequest } from './client';

// Every cookie the shop puts in a browser: named once here, with how long it lives and why it exists, and written and
// read only through this file (tests/unit/server/cookies-one-home.test.ts fails on a cookie handled anywhere else).
// Services never see a cookie: they take and return tokens, and the route layer turns them into cookies here.
//
// One set of attributes for all of them:
// - Secure exactly when the shopper reached us over https, as client.ts resolves the request's scheme: the production
//   server's own answer (TLS it terminated, or a trusted proxy's X-Forwarded-Proto) and never a header the client
//   wrote itself. A cookie set Secure over plain http is dropped by the browser, so the plain-http demo on localhost
//   or a LAN address keeps working; every https deployment gets Secure. (Before this file there were three rules:
//   the request's scheme for the session and cart cookies, NODE_ENV=production for the search visitor id, and never
//   for clearing. The scheme is the one that is right: NODE_ENV says nothing about how the browser reached us.)
// - HttpOnly: no script of ours reads them (the spec's app sends its token as a Bearer header instead), so a script
//   injected into a page cannot steal a session.
// - SameSite=Lax: sent when a shopper follows a link to us or comes back from eSewa or Khalti (top-level GETs), never
//   with another site's POST or fetch. Cookie-authenticated writes are Origin-checked as well (request-auth.ts).
// - Path=/ and no Domain: every page and API of the host that set it, and no other host.
// - A fixed lifetime is sent as Max-Age alone; the session, which ends on a date, as Expires. Browsers take Max-Age
//   over Expires, so an Expires worked out from our clock would only repeat it (Next's cookie writer added one, the
//   hand-written device cookie did not; now none does).

/** How long a browser keeps a cookie: a fixed age, or until an expiry the caller knows (a session's). */
type Lifetime = { maxAgeSeconds: number } | { untilGivenExpiry: true };

const DAY_SECONDS = 24 * 60 * 60;

export const SHOP_COOKIES = {
  /**
   * The web's login: the same opaque token the spec's client sends as `Authorization: Bearer`. It lives until the
   * session's absolute expiry (60 days after login, session-policy.ts); the server ends sessions sooner (14 idle days,
   * logout), and validate-token clears a cookie whose session is gone.
   */
  session: { name: 'ug_session', lifetime: { untilGivenExpiry: true } },
  /**
   * A guest's cart: a random token whose SHA-256 finds the cart (services/cart/ownership.ts). Thirty days from the
   * cart's first item, so a cart outlives the browser being closed; a login merges it into the customer's and clears it.
   */
  cart: { name: 'ug_cart', lifetime: { maxAgeSeconds: 30 * DAY_SECONDS } },
  /**
   * The browser before there is an account (lib/domain/visitor-id.ts): its search history, and "one person" for the
   * per-device limits of sign-up and codes (device.ts). A year, so a returning visitor keeps their recent searches.
   */
  visitor: { name: 'ug_vid', lifetime: { maxAgeSeconds: 365 * DAY_SECONDS } },
} as const satisfies Record<string, { name: string; lifetime: Lifetime }>;

export type ShopCookie = keyof typeof SHOP_COOKIES;
type FixedAgeCookie = { [K in ShopCookie]: (typeof SHOP_COOKIES)[K]['lifetime'] extends { maxAgeSeconds: number } ? K : never }[ShopCookie];

export type CookieAttributes = {
  path: '/';
  httpOnly: true;
  sameSite: 'Lax';
  secure: boolean;
  maxAge?: number;
  expires?: Date;
};

/** The attributes every cookie gets on the answer to `request` (the one rule above). */
function sharedAttributes(request: Request): CookieAttributes {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttpsRequest(request) };
}

/** The attributes of `cookie` on the answer to `request`: the one rule above, and the cookie's lifetime. */
export function cookieAttributes(request: Request, cookie: ShopCookie, expires?: Date): CookieAttributes {
  const base = sharedAttributes(request);
  const { lifetime } = SHOP_COOKIES[cookie] as { lifetime: Lifetime };
  if ('maxAgeSeconds' in lifetime) return { ...base, maxAge: lifetime.maxAgeSeconds };
  if (!expires) throw new Error(`the ${cookie} cookie lives until an expiry the caller must give`);
  return { ...base, expires };
}

/** Attributes in the order Next's own cookie writer uses, so answers read as they did before this file. */
function serialize(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attributes.path}`];
  if (attributes.expires) parts.push(`Expires=${attributes.expires.toUTCString()}`);
  if (attributes.maxAge !== undefined) parts.push(`Max-Age=${attributes.maxAge}`);
  if (attributes.secure) parts.push('Secure');
  parts.push('HttpOnly', `SameSite=${attributes.sameSite}`);
  return parts.join('; ');
}

/** Puts one Set-Cookie on the answer, replacing an earlier one for the same cookie (the last word wins, as in Next). */
function writeSetCookie(response: Response, name: string, line: string): void {
  const kept = response.headers.getSetCookie().filter((existing) => !existing.startsWith(`${name}=`));
  response.headers.delete('set-cookie');
  for (const each of [...kept, line]) response.headers.append('set-cookie', each);
}

/** Sets a cookie whose lifetime is fixed here (the guest cart, the visitor id). */
export function setCookie(response: Response, request: Request, cookie: FixedAgeCookie, value: string): void {
  const { name } = SHOP_COOKIES[cookie];
  writeSetCookie(response, name, serialize(name, value, cookieAttributes(request, cookie)));
}

/** Sets the web session cookie, kept by the browser until the session itself expires. */
export function setSessionCookie(response: Response, request: Request, token: string, expiresAt: Date): void {
  const { name } = SHOP_COOKIES.session;
  writeSetCookie(response, name, serialize(name, token, cookieAttributes(request, 'session', expiresAt)));
}

/** Tells the browser to forget a cookie: empty, Max-Age=0, with the attributes it was set with. */
export function clearCookie(response: Response, request: Request, cookie: ShopCookie): void {
  const { name } = SHOP_COOKIES[cookie];
  writeSetCookie(response, name, serialize(name, '', { ...sharedAttributes(request), maxAge: 0 }));
}

/**
 * A cookie's value from a request (route handlers, the proxy) or from a page's `headers()`, or null when it is absent,
 * empty, or its %-escapes do not decode ('%', '%E0%A4%A'). When a browser sends the name twice, the first one counts
 * (browsers put the most specific cookie first).
 */
export function readCookie(from: Request | Headers, cookie: ShopCookie): string | null {
  // Not `'headers' in from`: the Headers a page's headers() returns holds Node's header object under that name.
  const header = (typeof (from as Headers).get === 'function' ? (from as Headers) : (from as Request).headers).get('cookie');
  if (!header) return null;
  const { name } = SHOP_COOKIES[cookie];
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('=')) || null;
    } catch {
      return null;
    }
  }
  return null;
}
