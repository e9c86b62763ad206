'use client';

import { useEffect } from 'react';

/**
 * Drop once into the root layout (or the providers component): loads compare list, history and the last delivery
 * location from localStorage after the first render. The stores and the code that restores them are imported then, not
 * with the page: this runs on every page, and most of that code (the delivery location's, the history's) is used by no
 * other part of a first visit.
 */
export function PersistedStoresHydrator(): null {
  useEffect(() => {
    void import('./use-persisted-stores-hydration').then((m) => m.rehydratePersistedStores());
  }, []);
  return null;
}
