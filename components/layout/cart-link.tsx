'use client';

import { clientLazy } from '@/components/ui/client-lazy';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { selectCartCount, useCartStore } from '@/stores/cart-store';

// The mini-cart's code loads when it is first wanted (the pointer over the cart, or focus on it), not with the page:
// it is only shown on wide screens, and only when asked for.
const MiniCart = clientLazy(() => import('./mini-cart').then((m) => m.MiniCart));

/**
 * The cart icon with its item-count badge. On wider screens hovering (or focusing inside) opens the mini-cart;
 * at 640 px and below it is never shown (SPEC §9) and the link simply goes to /cart. Not prefetched: the cart is
 * per-visitor, nothing the viewport prefetch could reuse. `children` is the icon, rendered by the (server) header.
 */
export function CartLink({ children }: { children: ReactNode }) {
  const count = useCartStore(selectCartCount);
  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <div className="group relative" onPointerEnter={want} onFocus={want}>
      <Link
        href="/cart"
        prefetch={false}
        aria-label={label}
        className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-cocoa-900 hover:bg-brand-50 hover:text-brand-700"
      >
        {children}
        <span
          data-testid="cart-count"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      </Link>
      <div className="invisible absolute right-0 top-full z-40 hidden pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 mc:block">
        {wanted ? <MiniCart /> : null}
      </div>
    </div>
  );
}
