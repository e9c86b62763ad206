// Where the bearer token lives in the browser. Its own module so code on every page (the header, the start-up cart
// load) can read it without importing lib/api/client.ts, which would put axios into every page's first-load JavaScript.
export const ACCESS_TOKEN_KEY = 'access_token';

export function readAccessToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be disabled (private mode, policies): behave as logged out rather than crash.
    return null;
  }
}
