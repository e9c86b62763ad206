'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { selectCartCount, useCartStore } from '@/stores/cart-store';

/** Home is active only on '/', the others also on their sub-pages (/categories/cakes keeps Categories lit). */
function isTabActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The cart tab's item count: its own component, so only that tab follows the cart store. */
function CartBadge() {
  const count = useCartStore(selectCartCount);
  if (count <= 0) return null;
  return (
    <span className="absolute right-[calc(50%-20px)] top-1.5 min-w-4 rounded-full bg-brand-600 px-1 text-center text-[10px] font-bold leading-4 text-white">
      <span className="sr-only">, </span>
      {count > 99 ? '99+' : count}
      <span className="sr-only"> items</span>
    </span>
  );
}

/** One tab of the bottom navigation: current on its page (aria-current), the cart's with its count. */
export function BottomNavLink({ href, children }: { href: string; children: ReactNode }) {
  const active = isTabActive(href, usePathname() ?? '/');
  const cart = href === '/cart';
  return (
    <Link
      href={href}
      // The cart is per-visitor: nothing to prefetch (see cart-link.tsx).
      prefetch={cart ? false : undefined}
      aria-current={active ? 'page' : undefined}
      className={`relative flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium ${
        active ? 'text-brand-700' : 'text-gray-700 hover:text-brand-700'
      }`}
    >
      {children}
      {cart ? <CartBadge /> : null}
    </Link>
  );
}
