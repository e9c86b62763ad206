'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

// SPEC §2: 'Loading Please Wait' shows while pages load. This used to be app/(shop)/loading.tsx, but a route-level
// loading boundary also wraps the FIRST server response: React outlines a large page behind its fallback, so every
// page painted the spinner first and swapped the content in by script (LCP render delay ~3 s on a throttled phone,
// and a layout shift whenever the fallback's height differed). The first response needs no loading state — the page
// is in it — so the message is now shown only for in-app navigations, as an overlay (position fixed: it never moves
// the page).

/** Shown only if the new page has not arrived by then: prefetched pages swap in faster and never flash it. */
export const SHOW_AFTER_MS = 150;
/** A click whose navigation never happens (a handler cancelled it) must not leave the overlay up. */
const GIVE_UP_AFTER_MS = 15_000;

/** The href of a click that Next's <Link> turned into a client navigation to another page, else null. */
function clientNavigationTarget(event: MouseEvent, current: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'>): string | null {
  // <Link> cancels the browser's navigation (preventDefault) and routes on the client; a plain <a> does not, and
  // then the browser shows its own progress.
  if (!event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return null;
  // Same page (or only its #hash): nothing loads.
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return url.href;
}

const currentLocation = (pathname: string, search: string) => `${pathname}?${new URLSearchParams(search).toString()}`;

/** The click that made this code load (./route-loading.tsx), with where the browser was when it came. */
export type FirstClick = { event: MouseEvent; at: Pick<Location, 'href' | 'origin' | 'pathname' | 'search'> };

function RouteLoadingOverlay({ first, children }: { first: FirstClick | null; children: ReactNode }) {
  const location = currentLocation(usePathname(), useSearchParams().toString());
  // The click that started a navigation, and the page it started from: pending while that page is still current. The
  // first click may have come before this code: pending too if it started a navigation and the page has not changed.
  const [click, setClick] = useState<{ id: number; from: string } | null>(() =>
    first && clientNavigationTarget(first.event, first.at) ? { id: 0, from: currentLocation(first.at.pathname, first.at.search) } : null,
  );
  const [shownFor, setShownFor] = useState<number | null>(null);
  // Once the URL has changed the click is done with, even if a later navigation returns to the page it came from.
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setClick(null);
  }
  const pending = click !== null && click.from === location;

  useEffect(() => {
    let clicks = 0;
    // Bubble phase on window: runs after React's own listener on the document, so <Link>'s preventDefault is seen.
    const onClick = (event: MouseEvent) => {
      if (!clientNavigationTarget(event, window.location)) return;
      clicks += 1;
      setClick({ id: clicks, from: currentLocation(window.location.pathname, window.location.search) });
    };
    const onPopState = () => setClick(null);
    window.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const pendingId = pending ? click.id : null;
  useEffect(() => {
    if (pendingId === null) return;
    const show = window.setTimeout(() => setShownFor(pendingId), SHOW_AFTER_MS);
    const giveUp = window.setTimeout(() => setClick(null), GIVE_UP_AFTER_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [pendingId]);

  if (pendingId === null || shownFor !== pendingId) return null;
  return (
    <div data-testid="route-loading" className="fixed inset-0 z-[60] flex items-center justify-center bg-white/85">
      {children}
    </div>
  );
}

/**
 * The in-app navigation loading state (renders nothing while no navigation is pending); loaded by ./route-loading.tsx
 * at the first click. `children` is what it shows (the shell passes the server-rendered LoadingScreen).
 */
export function RouteLoadingOverlayRoot({ first = null, children }: { first?: FirstClick | null; children: ReactNode }) {
  // useSearchParams needs a Suspense boundary to keep the pages around it static; there is nothing to show meanwhile.
  return (
    <Suspense fallback={null}>
      <RouteLoadingOverlay first={first}>{children}</RouteLoadingOverlay>
    </Suspense>
  );
}
