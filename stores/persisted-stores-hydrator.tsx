'use client';

import { usePersistedStoresHydration } from './use-persisted-stores-hydration';

/** Drop once into the root layout (or the providers component): loads compare list and history from localStorage. */
export function PersistedStoresHydrator(): null {
  usePersistedStoresHydration();
  return null;
}
