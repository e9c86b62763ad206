'use client';

import Link from 'next/link';
import { useEffect, useState, type RefObject } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatNpr } from '@/lib/domain/money';

/**
 * On a phone (640 px and less, where there is no mini-cart: SPEC §9) the cart's summary comes after every line, the
 * gifts and the add-ons, 2,500 px down with a dozen add-ons: this bar keeps the total and "Proceed to checkout" at the
 * foot of the screen, just above the tab bar, while the shopper scrolls. It is `sticky` at the end of the cart's
 * content, so it comes to rest above the summary and never sits over the summary or the footer, and it steps aside
 * while the summary's own button is wholly on screen (one "Proceed to checkout" in view at a time).
 */
export function CheckoutBar({ total, count, blocked, summaryButton }: { total: number; count: number; blocked: boolean; summaryButton: RefObject<HTMLElement | null> }) {
  const [summaryInView, setSummaryInView] = useState(false);

  useEffect(() => {
    const button = summaryButton.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    // Behind the tab bar is not "on screen".
    const tabBar = Math.round(document.querySelector('nav[aria-label="Bottom navigation"]')?.getBoundingClientRect().height ?? 0);
    const observer = new IntersectionObserver(([entry]) => setSummaryInView(Boolean(entry?.isIntersecting && entry.intersectionRatio >= 0.99)), {
      rootMargin: `0px 0px -${tabBar}px 0px`,
      threshold: [0, 0.99, 1],
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [summaryButton, blocked]);

  return (
    <div
      data-testid="cart-checkout-bar"
      // components/ui/reveal.ts and the toasts (app/globals.css) keep clear of a bar at the foot of the screen.
      data-bottom-bar={summaryInView ? 'aside' : 'shown'}
      data-bar-below="641"
      className={`sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 border-t border-cocoa-100 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6 mc:hidden ${
        summaryInView ? 'invisible' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-xs text-gray-700">
          Total{count > 0 ? ` · ${count} ${count === 1 ? 'item' : 'items'}` : ''}
          <span className="block whitespace-nowrap text-lg font-bold text-cocoa-900">{formatNpr(total, { compact: false })}</span>
        </p>
        {blocked ? (
          <span aria-disabled="true" className={buttonClasses('primary', 'lg', 'shrink-0 cursor-not-allowed opacity-60')}>
            Proceed to checkout
          </span>
        ) : (
          <Link href="/checkout" prefetch={false} className={buttonClasses('primary', 'lg', 'shrink-0')}>
            Proceed to checkout
          </Link>
        )}
      </div>
    </div>
  );
}
