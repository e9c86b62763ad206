'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type More = { before: boolean; after: boolean };

/**
 * The header's strip of quick links below 1280 px (the campaign, Play!, Categories…). On a phone they are wider than
 * the screen: the strip scrolls sideways, and a fade with an arrow on the side where more links wait says so (without
 * it, the last link seen was simply cut at the screen's edge, "Categorie", and nothing told that more followed). The
 * arrows scroll the strip; they are for the eyes and the finger only, as the links themselves are in the tab order and
 * focusing one brings it whole into view, clear of the arrows (the strip's scroll padding is the arrows' width).
 * `arrows` are the arrows' icons, rendered by the (server) header so their drawings are not in the page's JavaScript.
 */
export function HeaderStrip({ children, arrows }: { children: ReactNode; arrows: { before: ReactNode; after: ReactNode } }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<More>({ before: false, after: false });

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const update = () => {
      // A pixel of slack: scroll positions are fractional on high-density screens.
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const scroll = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.7, behavior: 'smooth' });
  };

  // The browser leaves a focused link that is partly on screen where it is (under an arrow, perhaps): bring it whole
  // into view, clear of the arrows (the scroll padding). Worked out here rather than with scrollIntoView, which lands
  // short while an arrow's smooth scroll is still running.
  const reveal = (target: EventTarget) => {
    const element = scroller.current;
    if (!element || !(target instanceof HTMLElement) || target === element) return;
    const pad = parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0;
    const box = target.getBoundingClientRect();
    const start = box.left - element.getBoundingClientRect().left + element.scrollLeft;
    const end = start + box.width;
    if (start < element.scrollLeft + pad) element.scrollTo({ left: start - pad, behavior: 'instant' });
    else if (end > element.scrollLeft + element.clientWidth - pad) element.scrollTo({ left: end - element.clientWidth + pad, behavior: 'instant' });
  };

  const arrow = 'absolute inset-y-0 flex w-12 items-center text-brand-700';
  return (
    <div className="relative mx-auto max-w-[1280px]">
      <div
        ref={scroller}
        onFocus={(event) => reveal(event.target)}
        data-testid="header-strip"
        className="flex scroll-px-12 items-center gap-1 overflow-x-auto overscroll-x-contain px-3 py-1 [scrollbar-width:none] sm:px-6 [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </div>
      {more.before ? (
        <button type="button" tabIndex={-1} aria-hidden="true" data-testid="header-strip-before" onClick={() => scroll(-1)} className={`${arrow} left-0 justify-start bg-gradient-to-r from-cocoa-50 from-50% to-cocoa-50/0 pl-1`}>
          {arrows.before}
        </button>
      ) : null}
      {more.after ? (
        <button type="button" tabIndex={-1} aria-hidden="true" data-testid="header-strip-after" onClick={() => scroll(1)} className={`${arrow} right-0 justify-end bg-gradient-to-l from-cocoa-50 from-50% to-cocoa-50/0 pr-1`}>
          {arrows.after}
        </button>
      ) : null}
    </div>
  );
}
