'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { hasSession, useUserStore } from '@/stores/user-store';
import { LogoutIcon, UserIcon } from '@/components/ui/icons';
import { HeaderPopover } from './header-popover';

const linkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700';

// prefetch={false}: account pages are per-visitor (nothing to prefetch once for everyone), and prefetching them on
// every page view cost a request each (Lighthouse counts a failing one as a console error).

/**
 * Login/Register for visitors; Profile and Logout for members (SPEC §2), also while the email awaits confirmation
 * (they have a session to end). Logout ends the session on the server and returns to /login?referrer=<path>.
 */
export function HeaderAccount() {
  const signedIn = useUserStore(hasSession);
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

  if (!signedIn) {
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

  const onLogout = async () => {
    setLeaving(true);
    // Loaded on click: the HTTP client and React Query's cache (to clear it) are not part of every page's first-load
    // JavaScript.
    const [{ logout }, { getQueryClient }] = await Promise.all([import('@/lib/api/session'), import('@/lib/api/query-client')]);
    const queryClient = getQueryClient();
    const search = typeof window === 'undefined' ? '' : window.location.search;
    await logout({ referrer: `${pathname}${search}`, navigate: (href) => router.push(href), queryClient });
    setLeaving(false);
  };

  const menuItem = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700';
  return (
    <>
      {/* Phones: one account button opening Profile / Logout, so the header row still fits 360 px. */}
      <HeaderPopover
        className="relative sm:hidden"
        buttonClassName="icon-btn"
        panelClassName="absolute right-0 top-full z-50 mt-2 w-44 rounded-xl border border-cocoa-100 bg-white p-1.5 shadow-lg"
        label={
          <>
            <UserIcon className="h-6 w-6" />
            <span className="sr-only">Account</span>
          </>
        }
      >
        <Link href="/profile" prefetch={false} className={menuItem}>
          <UserIcon className="h-5 w-5" />
          Profile
        </Link>
        <button type="button" onClick={onLogout} disabled={leaving} className={`${menuItem} disabled:opacity-60`}>
          <LogoutIcon className="h-5 w-5" />
          Logout
        </button>
      </HeaderPopover>
      <div className="flex items-center gap-1 max-sm:hidden">
        <Link href="/profile" prefetch={false} className={linkClass}>
          <UserIcon className="h-5 w-5" />
          Profile
        </Link>
        <button type="button" onClick={onLogout} disabled={leaving} className={`${linkClass} disabled:opacity-60`}>
          <LogoutIcon className="h-5 w-5" />
          Logout
        </button>
      </div>
    </>
  );
}
