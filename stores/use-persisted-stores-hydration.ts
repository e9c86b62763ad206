'use client';

import { useEffect } from 'react';
import { useCompareStore } from './compare-store';
import { useHistoryStore } from './history-store';

/**
 * Load the persisted stores from localStorage after the first render (they use skipHydration so server HTML and
 * the first client render agree). Call once from a client component in the root layout / providers.
 */
export function usePersistedStoresHydration(): void {
  useEffect(() => {
    void useCompareStore.persist.rehydrate();
    void useHistoryStore.persist.rehydrate();
  }, []);
}
