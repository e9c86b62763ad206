'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { readAccessToken } from '@/lib/api/access-token';
import { loginHref, isGuardedPath } from '@/lib/domain/referrer';
import { useUserStore } from '@/stores/user-store';

/**
 * SPEC §4 "on startup the app checks auth": with a stored token, GET validate-token once per page load. Success
 * loads the user; a 401 forgets the token and, on a guarded page, goes to /login with this page as referrer. Other
 * failures (offline, 5xx) keep the token: the visitor is not logged out by a hiccup. Mounted once in the providers.
 */
export function AuthBootstrap(): null {
  const router = useRouter();
  const pathname = usePathname() ?? '/';
  const ran = useRef(false);
  // The path when the answer arrives, not when the check started.
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    if (!readAccessToken()) return;
    const store = useUserStore.getState();
    // A login on this page already set the user (it answered with the profile); nothing to check.
    if (store.status !== 'idle') return;
    store.setStatus('checking');
    void (async () => {
      // Loaded here, not at the top: axios is not needed on a page view without a token.
      const [{ accountCalls }, { forgetToken }] = await Promise.all([
        import('@/lib/api/hooks/use-account'),
        import('@/lib/api/session'),
      ]);
      try {
        const { user } = await accountCalls.validateToken();
        useUserStore.getState().setUser(user);
        // The follows (FollowsBootstrap) and the cart (CartBootstrap) load from here on, as the store says who it is.
      } catch (error) {
        if ((error as { response?: { status?: number } } | null)?.response?.status === 401) {
          forgetToken();
          const here = currentPath.current;
          if (isGuardedPath(here)) router.replace(loginHref(`${here}${window.location.search}`));
        } else {
          useUserStore.getState().setStatus('idle');
        }
      }
    })();
  }, [router]);

  return null;
}
