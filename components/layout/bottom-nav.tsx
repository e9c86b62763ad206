'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { CartIcon, GridIcon, HomeIcon, SearchIcon } from '@/components/ui/icons';

const BOTTOM_NAV_TABS = [
  { href: '/', label: 'Home', Icon: HomeIcon },
  { href: '/categories', label: 'Categories', Icon: GridIcon },
  { href: '/search', label: 'Search', Icon: SearchIcon },
  { href: '/cart', label: 'Cart', Icon: CartIcon },
] as const;

/** Home is active only on '/', the others also on their sub-pages (/categories/cakes keeps Categories lit). */
function isTabActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The phone tab bar (SPEC §2 footer bottom navigation), fixed at the bottom below 900 px. */
export function BottomNav() {
  const pathname = usePathname() ?? '/';
  const count = useCartStore(selectCartCount);
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-cocoa-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {BOTTOM_NAV_TABS.map(({ href, label, Icon }) => {
          const active = isTabActive(href, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                // The cart is per-visitor: nothing to prefetch (see cart-link.tsx).
                prefetch={href === '/cart' ? false : undefined}
                aria-current={active ? 'page' : undefined}
                className={`relative flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
                  active ? 'text-brand-700' : 'text-gray-700 hover:text-brand-700'
                }`}
              >
                <Icon className="h-6 w-6" />
                {label}
                {href === '/cart' && count > 0 ? (
                  <span className="absolute right-[calc(50%-20px)] top-1.5 min-w-4 rounded-full bg-brand-600 px-1 text-center text-[10px] font-bold leading-4 text-white">
                    <span className="sr-only">, </span>
                    {count > 99 ? '99+' : count}
                    <span className="sr-only"> items</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
