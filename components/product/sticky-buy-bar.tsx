'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { formatNpr } from '@/lib/domain/money';
import { CakeArtPicture } from './cake-art-picture';
import { useCakeSelection } from './cake-selection';
import { usePurchase } from './purchase';

const noSubscription = () => () => {};

/**
 * Below md (phones), the price and Add to cart stay in view while the shopper chooses options, types the message and
 * reads the description, add-ons and reviews. It is `sticky` at the end of the product's content, just above the
 * bottom tab bar: it scrolls away with that content, so it never sits over the footer. It steps aside only while the
 * form's price AND its own buttons are both wholly on screen (below the sticky header, above the tab bar): a cake's
 * form is taller than a phone's screen, and while its options and message are being filled in, one of the two is
 * always out of sight (the bar once waited for the buttons alone, and hid as soon as they came up under the message
 * field, with the price long gone off the top). It adds through the page's one PurchaseProvider, so it adds exactly
 * what the form would, once per tap. A drawn cake shows there too, small, so the shopper sees it change while
 * choosing options far below the big picture.
 */
export function StickyBuyBar({ price }: { price?: { amount: number; listPrice: number | null } }) {
  const purchase = usePurchase();
  const cake = useCakeSelection();
  const [formInView, setFormInView] = useState(false);
  // The small picture is drawn in the browser only: the page's HTML already carries the big one.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const mainButtons = purchase?.mainButtons;
  const priceBlock = purchase?.priceBlock;

  useEffect(() => {
    const watched = [priceBlock?.current, mainButtons?.current].filter((element): element is HTMLDivElement => Boolean(element));
    if (watched.length === 0 || typeof IntersectionObserver === 'undefined') return;
    // What covers the page's edges: the sticky header above, the tab bar below. Behind them is not "in view".
    const headerHeight = Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0);
    const tabBarHeight = Math.round(document.querySelector('nav[aria-label="Bottom navigation"]')?.getBoundingClientRect().height ?? 0);
    const whollyInView = new Map<Element, boolean>(watched.map((element) => [element, false]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) whollyInView.set(entry.target, entry.isIntersecting && entry.intersectionRatio >= 0.99);
        setFormInView([...whollyInView.values()].every(Boolean));
      },
      { rootMargin: `-${headerHeight}px 0px -${tabBarHeight}px 0px`, threshold: [0, 0.99, 1] },
    );
    for (const element of watched) observer.observe(element);
    return () => observer.disconnect();
  }, [mainButtons, priceBlock]);

  if (!purchase || purchase.soldOut) return null;
  const amount = cake ? (cake.price?.productPrice ?? null) : (price?.amount ?? null);
  const listPrice = cake ? (cake.price?.listPrice ?? null) : (price?.listPrice ?? null);
  const { name, busy, disabled, error, add } = purchase;
  const art = cake?.cake.art ?? null;

  return (
    <div
      data-testid="sticky-buy-bar"
      // While it shows, the compare bar and the toasts rise above it (app/globals.css --foot-bars), and what
      // components/ui/reveal.ts brings into view stops above it.
      data-bottom-bar={formInView ? 'aside' : 'shown'}
      data-bar-below="900"
      className={`sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-30 -mx-4 mt-6 border-t border-cocoa-100 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:-mx-6 sm:px-6 md:hidden ${
        formInView ? 'invisible' : ''
      }`}
    >
      <div className="flex items-center gap-3">
        {art && hydrated ? (
          <div className="h-12 w-12 shrink-0 overflow-hidden rounded-lg border border-cocoa-100" aria-hidden="true">
            <CakeArtPicture art={art} name={name} testId="sticky-cake-art" />
          </div>
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-gray-700">{name}</p>
          <p className="flex flex-wrap items-baseline gap-x-2" data-testid="sticky-price">
            <span className="text-lg font-bold text-cocoa-900">{amount === null ? '—' : formatNpr(amount)}</span>
            {amount !== null && listPrice !== null && listPrice > amount ? (
              <s className="text-sm text-gray-600">
                <span className="sr-only">was </span>
                {formatNpr(listPrice)}
              </s>
            ) : null}
          </p>
          {error ? <p className="line-clamp-2 text-xs font-medium text-brand-800">{error}</p> : null}
        </div>
        <Button className="shrink-0" disabled={disabled || busy !== null} onClick={() => void add(false)}>
          {busy === 'add' ? 'Adding…' : 'Add to cart'}
        </Button>
      </div>
    </div>
  );
}
