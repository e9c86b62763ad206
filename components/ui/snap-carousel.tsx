'use client';

import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

type SnapCarouselProps = {
  /** The carousel's accessible name ("Featured"). */
  label: string;
  /** What one slide is, for the buttons' names: "banner" → "Next banner", "Show banner 2 of 4". */
  itemName: string;
  /** One child per slide, rendered on the server (links, images, text): this component only adds the controls. */
  children: ReactNode;
};

const arrowClass =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-cocoa-200 bg-white text-cocoa-900 shadow-sm hover:border-brand-600 hover:text-brand-700';

/**
 * One slide at a time in a row that scrolls sideways with CSS scroll snap (swipe and trackpads work before any script
 * runs), plus previous / next arrows and one dot per slide, so every slide is also reachable by a click or by keyboard
 * (a mouse cannot swipe, and a row whose only way on is a hidden scrollbar hides everything but its first slide).
 * No autoplay: a moving banner is hard to read and needs a pause control (WCAG 2.2.2).
 */
export function SnapCarousel({ label, itemName, children }: SnapCarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  // The slide nearest the track's left edge is the current one, however the row got there (arrows, dots, a swipe,
  // focus moving to a link inside a later slide).
  const onScroll = useCallback(() => {
    const track = trackRef.current;
    const first = track?.children[0] as HTMLElement | undefined;
    const second = track?.children[1] as HTMLElement | undefined;
    if (!track || !first || !second) return;
    const step = second.offsetLeft - first.offsetLeft;
    if (step > 0) setCurrent(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / step))));
  }, [count]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener('scroll', onScroll, { passive: true });
    return () => track.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  const show = (index: number) => {
    const track = trackRef.current;
    const target = (index + count) % count; // the arrows wrap around: the last slide's "next" is the first
    const first = track?.children[0] as HTMLElement | undefined;
    const slide = track?.children[target] as HTMLElement | undefined;
    if (!track || !first || !slide) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollTo({ left: slide.offsetLeft - first.offsetLeft, behavior: still ? 'auto' : 'smooth' });
    setCurrent(target);
  };

  if (count === 0) return null;
  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <div ref={trackRef} className="flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain [scrollbar-width:none]">
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            className="w-full shrink-0 snap-start"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-1">
          <button type="button" onClick={() => show(current - 1)} aria-label={`Previous ${itemName}`} className={arrowClass}>
            <ChevronLeftIcon className="h-5 w-5" />
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => show(i)}
              aria-label={`Show ${itemName} ${i + 1} of ${count}`}
              aria-current={i === current ? 'true' : undefined}
              className="group inline-flex h-10 w-7 items-center justify-center"
            >
              <span className="h-2.5 w-2.5 rounded-full bg-cocoa-200 transition-all group-hover:bg-cocoa-400 group-aria-[current]:w-6 group-aria-[current]:bg-brand-600" />
            </button>
          ))}
          <button type="button" onClick={() => show(current + 1)} aria-label={`Next ${itemName}`} className={arrowClass}>
            <ChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
