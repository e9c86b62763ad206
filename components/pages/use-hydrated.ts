'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML, true once React runs in the browser. The shop's forms mark themselves `data-hydrated`
 * with it (tests wait for it on a slow machine instead of clicking a button React does not handle yet).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
