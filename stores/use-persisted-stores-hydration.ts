'use client';

import { useEffect } from 'react';
import { readStoredLocations } from '@/lib/api/delivery-locations-storage';
import { useAutomobileCompareStore, useCompareStore } from './compare-store';
import { useDeliveryLocationStore } from './delivery-location-store';
import { useHistoryStore } from './history-store';

/**
 * Load the persisted stores from localStorage after the first render (they use skipHydration so server HTML and
 * the first client render agree). Call once from a client component in the root layout / providers.
 * SPEC §4: expired entries (compare list, last delivery location, delivery-locations list) are dropped here.
 */
export function usePersistedStoresHydration(): void {
  useEffect(() => rehydratePersistedStores(), []);
}

/** What the hook does after mount; PersistedStoresHydrator imports and calls it lazily. */
export function rehydratePersistedStores(): void {
  void useCompareStore.persist.rehydrate();
  void useAutomobileCompareStore.persist.rehydrate();
  void useHistoryStore.persist.rehydrate();
  useDeliveryLocationStore.getState().restore();
  // Reading the list's entry removes it once its hour is over.
  readStoredLocations();
}
