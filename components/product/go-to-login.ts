import { loginHref } from '@/lib/domain/referrer';

/**
 * A visitor pressed something that needs an account (the wishlist heart): off to /login, coming back to this page
 * afterwards. A full navigation on purpose: product cards render outside any router context in tests and lists.
 */
export function goToLogin(): void {
  window.location.assign(loginHref(`${window.location.pathname}${window.location.search}`));
}
