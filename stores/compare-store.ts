import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  activeCompare,
  addToCompare,
  EMPTY_COMPARE,
  removeFromCompare,
  type CompareAddResult,
  type CompareId,
  type CompareState,
} from '@/lib/domain/compare-list';
import { browserStorage } from './persisted-storage';

/** localStorage key (SPEC §3: "compare ids and expiry"). */
export const COMPARE_STORAGE_KEY = 'compare';
/** Automobiles have their own list (SPEC §3 "automobile compare ids"), removed at logout (SPEC §4). */
export const AUTOMOBILE_COMPARE_STORAGE_KEY = 'automobileCompare';

type CompareStore = CompareState & {
  /** Adds a product; tells the caller what happened so it can toast ('Added', 'Already in compare', 'Started a new comparison'). */
  add: (id: CompareId) => CompareAddResult;
  remove: (id: CompareId) => void;
  clear: () => void;
  /** Forget the list if its 24 hours are up (called on hydration and before every change). */
  prune: () => void;
};

const snapshot = (s: CompareState): CompareState => ({ ids: s.ids, expiresAt: s.expiresAt });

/** One compare list kept under `storageKey`, with the rules of lib/domain/compare-list.ts. */
function createCompareStore(storageKey: string) {
  const useStore = create<CompareStore>()(
  persist(
    (set, get) => {
      // Actions may run before the after-mount rehydration: load what is stored first so nothing is overwritten.
      const ensureHydrated = () => {
        if (!useStore.persist.hasHydrated()) void useStore.persist.rehydrate();
      };
      return {
        ...EMPTY_COMPARE,
        add: (id) => {
          ensureHydrated();
          const { state, result } = addToCompare(snapshot(get()), id, Date.now());
          set(state);
          return result;
        },
        remove: (id) => {
          ensureHydrated();
          set(removeFromCompare(snapshot(get()), id, Date.now()));
        },
        clear: () => set(EMPTY_COMPARE),
        prune: () => {
          const current = snapshot(get());
          const active = activeCompare(current, Date.now());
          if (active !== current && (current.ids.length > 0 || current.expiresAt !== null)) set(active);
        },
      };
    },
    {
      name: storageKey,
      version: 1,
      storage: browserStorage,
      skipHydration: true,
      partialize: (s) => snapshot(s),
      // An expired list is dropped while loading, so a stale comparison never flashes on screen.
      merge: (persisted, current) => {
        const stored = persisted as Partial<CompareState> | undefined;
        const ids = Array.isArray(stored?.ids) ? stored.ids.filter((v): v is number => Number.isSafeInteger(v)) : [];
        const expiresAt = typeof stored?.expiresAt === 'number' ? stored.expiresAt : null;
        return { ...current, ...activeCompare({ ids, expiresAt }, Date.now()) };
      },
    },
  ),
);
  return useStore;
}

export const useCompareStore = createCompareStore(COMPARE_STORAGE_KEY);
export const useAutomobileCompareStore = createCompareStore(AUTOMOBILE_COMPARE_STORAGE_KEY);
