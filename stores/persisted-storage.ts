import { createJSONStorage } from 'zustand/middleware';

/**
 * localStorage for persisted stores. On the server (and where storage is blocked) this yields an in-memory no-op,
 * so stores can be imported by any component. Persisted stores use `skipHydration` and are rehydrated after mount
 * (see usePersistedStoresHydration) so the first client render matches the server HTML.
 */
const memory = new Map<string, string>();
const fallback = {
  getItem: (name: string) => memory.get(name) ?? null,
  setItem: (name: string, value: string) => void memory.set(name, value),
  removeItem: (name: string) => void memory.delete(name),
};

export const browserStorage = createJSONStorage(() => {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : fallback;
  } catch {
    return fallback;
  }
});
