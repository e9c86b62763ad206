'use client';

import { clientLazy } from '@/components/ui/client-lazy';
import { useEffect, useState } from 'react';

// The toaster's code (react-hot-toast and its CSS-in-JS) is not part of any page's start: most page views never show a
// toast. It loads at the first tap or key press (what leads to nearly every toast), else a few seconds after the page
// has loaded, for the rare toast nobody asked for (a list that failed to load). A toast raised before it is mounted
// waits in react-hot-toast's store and shows as it mounts.
const Toaster = clientLazy(() => import('react-hot-toast').then((m) => m.Toaster));

/** After the page's load event: the toaster's download never competes with the page's own first requests. */
const AFTER_LOAD_MS = 5000;

/**
 * Toasts come up from the foot of the screen, above the phone's tab bar, the sticky bars and the compare bar
 * (app/globals.css --foot-bars). At SPEC §9's top offset of 10 they covered the header and its cart icon for four
 * seconds: the next thing a shopper taps after "… is in your cart" (issue 29).
 */
export function LazyToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ['pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, want, { once: true, passive: true, capture: true });
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(want, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      for (const name of events) window.removeEventListener(name, want, { capture: true });
      window.removeEventListener('load', afterLoad);
      window.clearTimeout(timer);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: 'calc(var(--foot-bars) + var(--foot-compare) + 0.75rem)' }}
      toastOptions={{ duration: 4000 }}
    />
  );
}
