import Link from 'next/link';
import type { ReactNode } from 'react';

// The header's account links, shared by the server's visitor links (below) and the member's menu (a client module).

export const accountLinkClass =
  'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700';

/** The account links' icons: `user` (h-5, Login and Profile), `account` (h-6, the phone's account button), `logout`. */
export type AccountIcons = { user: ReactNode; account: ReactNode; logout: ReactNode };

// prefetch={false}: account pages are per-visitor (nothing to prefetch once for everyone), and prefetching them on
// every page view cost a request each (Lighthouse counts a failing one as a console error).

/** Login and Register, for a visitor: rendered by the (server) header and handed to HeaderAccount. */
export function VisitorLinks({ icon }: { icon: ReactNode }) {
  return (
    <div className="flex items-center gap-1">
      <Link href="/login" prefetch={false} className={`${accountLinkClass} max-sm:w-11 max-sm:justify-center max-sm:px-0`}>
        {icon}
        <span className="max-sm:sr-only">Login</span>
      </Link>
      <Link href="/register" prefetch={false} className={`${accountLinkClass} max-sm:hidden`}>
        Register
      </Link>
    </div>
  );
}
