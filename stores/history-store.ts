import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pushHistory, type BrowsingHistory, type HistoryEntry, type PushHistoryOptions } from '@/lib/domain/browsing-history';
import { browserStorage } from './persisted-storage';

/** localStorage key of this browser's browsing history. */
export const HISTORY_STORAGE_KEY = 'browsing-history';

/** What the shop records: products viewed (the home page's "previously viewed"), stores, searches… */
export type ViewedEntry = HistoryEntry & { id: number | string; name?: string; url?: string; image?: string; at?: number };

type HistoryStore = {
  history: BrowsingHistory<ViewedEntry>;
  /** SPEC §9: per type, at most 250 (default) entries, newest first, optionally unique. */
  push: (type: string, entry: ViewedEntry, options?: PushHistoryOptions) => void;
  clearType: (type: string) => void;
  clear: () => void;
};

export const useHistoryStore = create<HistoryStore>()(
  persist(
    (set) => ({
      history: {},
      push: (type, entry, options) => {
        if (!useHistoryStore.persist.hasHydrated()) void useHistoryStore.persist.rehydrate();
        set(({ history }) => ({ history: pushHistory(history, type, entry, options) }));
      },
      clearType: (type) =>
        set(({ history }) => ({ history: Object.fromEntries(Object.entries(history).filter(([key]) => key !== type)) })),
      clear: () => set({ history: {} }),
    }),
    {
      name: HISTORY_STORAGE_KEY,
      version: 1,
      storage: browserStorage,
      skipHydration: true,
      partialize: (s) => ({ history: s.history }),
    },
  ),
);

/** Entries of one type, newest first (a stable empty array when none, so selectors do not re-render forever). */
const NONE: ViewedEntry[] = [];
export const selectHistory =
  (type: string) =>
  (s: HistoryStore): ViewedEntry[] =>
    s.history[type] ?? NONE;
