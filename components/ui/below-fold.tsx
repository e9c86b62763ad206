import type { ReactNode } from 'react';

/**
 * A page part that starts below the first screen on a phone. The browser skips its style, layout, paint and lazy
 * images until it comes near the viewport (CSS `content-visibility: auto`, class `.below-fold` in globals.css); the
 * HTML, links and accessibility tree are unchanged, so crawlers, find-in-page and screen readers see it all.
 *
 * Why: the home page is 10 product rows. Laying them all out and decoding ~60 images before the first paint cost
 * phones about a quarter of a second of main thread, and in headless Chromium (Lighthouse) often held the first
 * frame back by a second.
 *
 * The wrapper spans the container's side padding so that rows scrolling edge to edge on phones are not clipped by the
 * paint containment that `content-visibility` brings.
 */
export function BelowFold({ children }: { children: ReactNode }) {
  return <div className="below-fold -mx-4 px-4 sm:-mx-6 sm:px-6">{children}</div>;
}
