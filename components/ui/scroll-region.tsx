'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type More = { before: boolean; after: boolean };

type Props = {
  /** The id of the heading that names the region (for screen readers and for finding it). */
  labelledBy: string;
  children: ReactNode;
  className?: string;
};

/**
 * Wide content (a table) in a box that scrolls sideways on a narrow screen, with a shadow on each side where more of it
 * waits. Phones hide scrollbars until the box is touched, so without the shadow a table wider than the screen looked
 * simply cut off at the box's edge. The box is focusable, so a keyboard can scroll it (axe:
 * scrollable-region-focusable); the shadows are for the eyes only.
 */
export function ScrollRegion({ labelledBy, children, className = '' }: Props) {
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
    if (element.firstElementChild) resize?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);

  const shadow = 'pointer-events-none absolute inset-y-0 w-6 from-cocoa-900/20 to-cocoa-900/0';
  return (
    <div className={`relative overflow-hidden ${className}`} data-more-before={more.before} data-more-after={more.after}>
      <div
        ref={scroller}
        role="region"
        aria-labelledby={labelledBy}
        tabIndex={0}
        className="overflow-x-auto overscroll-x-contain focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        {children}
      </div>
      {more.before ? <div aria-hidden="true" data-testid="scroll-cue-before" className={`${shadow} left-0 bg-gradient-to-r`} /> : null}
      {more.after ? <div aria-hidden="true" data-testid="scroll-cue-after" className={`${shadow} right-0 bg-gradient-to-l`} /> : null}
    </div>
  );
}
