'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { ACCESS_TOKEN_KEY } from '@/lib/api/access-token';
import { useCartStore } from '@/stores/cart-store';
import { useUserStore } from '@/stores/user-store';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';

const linkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700';

// prefetch={false}: account pages are per-visitor (nothing to prefetch once for everyone), and prefetching them on
// every page view cost a request each (Lighthouse counts a failing one as a console error).

/** Login/Register for visitors; Profile and Logout for members (SPEC §2). Logout returns to /login?referrer=<path>. */
export function HeaderAccount() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const pathname = usePathname() ?? '/';
  const router = useRouter();

  if (!isLoggedIn) {
    return (
      <div className="flex items-center gap-1">
        <Link href="/login" prefetch={false} className={`${linkClass} max-sm:w-11 max-sm:justify-center max-sm:px-0`}>
          <UserIcon className="h-5 w-5" />
          <span className="max-sm:sr-only">Login</span>
        </Link>
        <Link href="/register" prefetch={false} className={`${linkClass} max-sm:hidden`}>
          Register
        </Link>
      </div>
    );
  }

  const logout = () => {
    // SPEC §4: logout forgets the token and this visitor's user and cart state before leaving.
    try {
      window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      // storage unavailable: nothing stored to remove
    }
    useUserStore.getState().reset();
    useCartStore.getState().clear();
    router.push(`/login?referrer=${encodeURIComponent(pathname)}`);
  };

  return (
    <div className="flex items-center gap-1">
      <Link href="/profile" prefetch={false} className={`${linkClass} max-sm:w-11 max-sm:justify-center max-sm:px-0`}>
        <UserIcon className="h-5 w-5" />
        <span className="max-sm:sr-only">Profile</span>
      </Link>
      <button type="button" onClick={logout} className={`${linkClass} max-sm:w-11 max-sm:justify-center max-sm:px-0`}>
        <LogoutIcon className="h-5 w-5" />
        <span className="max-sm:sr-only">Logout</span>
      </button>
    </div>
  );
}
