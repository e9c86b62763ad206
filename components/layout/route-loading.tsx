'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { clientLazy } from '@/components/ui/client-lazy';
import type { FirstClick } from './route-loading-overlay';

// The overlay's code (which clicks start a navigation, when to show it) loads at the visitor's first click: a page
// view without one never needs it. That click is handed to it, so a first navigation that is slow shows it too.
const Overlay = clientLazy(() => import('./route-loading-overlay').then((m) => m.RouteLoadingOverlayRoot));

/**
 * SPEC §2 'Loading Please Wait' while an in-app navigation loads (./route-loading-overlay.tsx). `children` is what it
 * shows: the shell passes the server-rendered LoadingScreen, whose markup travels in the page's RSC payload rather
 * than as code in every page's JavaScript.
 */
export function RouteLoading({ children }: { children: ReactNode }) {
  const [first, setFirst] = useState<FirstClick | null>(null);
  useEffect(() => {
    // Bubble phase on the window: after next/link's handler, so the overlay can tell whether it started a navigation.
    const onClick = (event: MouseEvent) => {
      const { href, origin, pathname, search } = window.location;
      setFirst({ event, at: { href, origin, pathname, search } });
    };
    window.addEventListener('click', onClick, { once: true });
    return () => window.removeEventListener('click', onClick);
  }, []);
  return first ? <Overlay first={first}>{children}</Overlay> : null;
}
