import type { QueryClient } from '@tanstack/react-query';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { loginHref } from '@/lib/domain/referrer';
import { useCartStore } from '@/stores/cart-store';
import { AUTOMOBILE_COMPARE_STORAGE_KEY, COMPARE_STORAGE_KEY, useAutomobileCompareStore, useCompareStore } from '@/stores/compare-store';
import { useUserStore } from '@/stores/user-store';
import { ACCESS_TOKEN_KEY } from './access-token';
import { authApi } from './client';
import { endpoints } from './endpoints';
import { headerFooterQueryKey } from './hooks/use-header-footer';

// The browser side of a session (SPEC §4). A login answer's token goes to localStorage 'access_token' (sent as
// Bearer by authApi); the server also set the httpOnly cookie the server-rendered profile pages read.

/** localStorage key of the cached header/footer data (SPEC §3 local storage items). */
export const HEADER_FOOTER_CACHE_KEY = 'header-footer';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled: nothing was stored either
  }
}

/** Authentication success: store the token, set the profile (SPEC §4). */
export function saveLogin(answer: Pick<LoginAnswer, 'token' | 'user'>): void {
  storage()?.setItem(ACCESS_TOKEN_KEY, answer.token);
  useUserStore.getState().setUser(answer.user);
}

/** A refused token: forget it and become a visitor, marked failed (SPEC §4 "a failed token validation"). */
export function forgetToken(): void {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  useUserStore.getState().reset('failed');
}

/**
 * Everything SPEC §4 logout clears on this device: the token, the header/footer cache, the compare ids (products'
 * and automobiles'), the user (with favourites, addresses and locations) and the cart.
 */
export function clearLocalSession(queryClient?: QueryClient): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(HEADER_FOOTER_CACHE_KEY);
  useCompareStore.getState().clear();
  store?.removeItem(COMPARE_STORAGE_KEY);
  useAutomobileCompareStore.getState().clear();
  store?.removeItem(AUTOMOBILE_COMPARE_STORAGE_KEY);
  queryClient?.removeQueries({ queryKey: headerFooterQueryKey });
  useUserStore.getState().reset();
  useCartStore.getState().clear();
}

type LogoutOptions = {
  /** The page the visitor was on: /login?referrer=<it> afterwards. */
  referrer: string;
  navigate: (href: string) => void;
  queryClient?: QueryClient;
};

/**
 * Logout: revoke the session on the server (which also clears the cookie), then clear this device and go to
 * /login?referrer=<path>. A failed server call (offline, already expired) still logs this device out.
 */
export async function logout({ referrer, navigate, queryClient }: LogoutOptions): Promise<void> {
  try {
    await authApi.post(endpoints.userLogout);
  } catch {
    // The session may already be gone; the device is logged out either way.
  }
  clearLocalSession(queryClient);
  navigate(loginHref(referrer));
}

/** "Log out of other devices": every other session of this user ends; this one stays. Returns how many ended. */
export async function logoutOtherDevices(): Promise<number> {
  const response = await authApi.post<{ data: { revoked: number } }>(endpoints.userLogout, null, { params: { excludeThis: 1 } });
  return response.data.data.revoked;
}
