'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { accountLinkClass as linkClass, type AccountIcons } from './account-links';
import { HeaderPopover } from './header-popover';

/**
 * Profile and Logout in the header, for a member (./header-account.tsx): its own module, loaded once the visitor is
 * known to be signed in, so a visitor's page does not carry the logout code. Logout ends the session on the server
 * and returns to /login?referrer=<path>.
 */
export function MemberMenu({ icons }: { icons: AccountIcons }) {
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);

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

  // The same two, in the phone's popover and in the row on wider screens.
  const profileAndLogout = (className: string) => (
    <>
      <Link href="/profile" prefetch={false} className={className}>
        {icons.user}
        Profile
      </Link>
      <button type="button" onClick={onLogout} disabled={leaving} className={`${className} disabled:opacity-60`}>
        {icons.logout}
        Logout
      </button>
    </>
  );
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
            {icons.account}
            <span className="sr-only">Account</span>
          </>
        }
      >
        {profileAndLogout(menuItem)}
      </HeaderPopover>
      <div className="flex items-center gap-1 max-sm:hidden">{profileAndLogout(linkClass)}</div>
    </>
  );
}
