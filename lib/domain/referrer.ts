/**
 * Where to go after logging in, and which pages need a login (SPEC §2 login-required routes, §4 guarded route).
 * Pure so the proxy, the server pages and the browser share one rule.
 */

export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN = '/profile';
/** Request header the proxy sets on guarded pages: their path and query (a server layout cannot see its URL). */
export const PATH_HEADER = 'x-ug-path';

/** /profile/changepassword is reachable without the guard (SPEC §2); it sends logged-out visitors to log in itself. */
const UNGUARDED_PROFILE_PATHS = new Set(['/profile/changepassword']);

/** Does this path (no query) need a logged-in user? /profile and everything below it, except the listed ones. */
export function isGuardedPath(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (UNGUARDED_PROFILE_PATHS.has(clean)) return false;
  return clean === '/profile' || clean.startsWith('/profile/');
}

/**
 * A referrer we may send the browser to: a same-site path (starts with one '/'), never '//host' or '/\host' (browsers
 * read both as another site), no scheme, no control characters, and never back to the login page itself.
 * Anything else gives `fallback`.
 */
export function safeReferrer(value: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof value !== 'string') return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith('/') || candidate.length > 2000) return fallback;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  // Resolve against a dummy origin: if the result leaves it, the path was a disguised absolute URL.
  let url: URL;
  try {
    url = new URL(candidate, 'https://upahar.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://upahar.invalid') return fallback;
  if (url.pathname === LOGIN_PATH || url.pathname === '/register') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** '/login?referrer=<path>' for a page the visitor was on (the path is sanitised first). */
export function loginHref(referrer: string | null | undefined): string {
  const target = safeReferrer(referrer, '');
  return target ? `${LOGIN_PATH}?referrer=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * `path` with `?referrer=<where the visitor was>` kept along the sign-up journey (login → register → check your inbox
 * → email confirmed), so a shopper who signs up at checkout is offered the way back there. The default page after
 * logging in is not worth carrying, and anything unsafe is dropped.
 */
export function withReferrer(path: string, referrer: string | null | undefined): string {
  const target = safeReferrer(referrer, '');
  if (!target || target === DEFAULT_AFTER_LOGIN) return path;
  return `${path}${path.includes('?') ? '&' : '?'}referrer=${encodeURIComponent(target)}`;
}

/** '/register?referrer=%2Fcheckout' from the login page's referrer. */
export const registerHref = (referrer: string | null | undefined): string => withReferrer('/register', referrer);

/** The words of a link back to `path`: checkout and the cart by name, any other page as "where you were". */
export function returnLabel(path: string): string {
  const pathname = path.split(/[?#]/)[0];
  if (pathname === '/checkout') return 'Back to checkout';
  if (pathname === '/cart') return 'Back to your cart';
  return 'Back to where you were';
}
