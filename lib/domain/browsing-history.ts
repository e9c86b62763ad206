/**
 * Browsing history (recently viewed products, searches, stores…) kept per type, newest first.
 * SPEC §9: each type is capped at 250 entries by default (the oldest fall off) and can optionally be unique
 * (viewing something again moves it to the front instead of listing it twice).
 */
export const HISTORY_CAP = 250;

export type HistoryEntry = { id: string | number; [key: string]: unknown };

export type BrowsingHistory<E extends HistoryEntry = HistoryEntry> = Record<string, E[]>;

export type PushHistoryOptions = { cap?: number; unique?: boolean };

export function pushHistory<E extends HistoryEntry>(
  history: BrowsingHistory<E>,
  type: string,
  entry: E,
  { cap = HISTORY_CAP, unique = false }: PushHistoryOptions = {},
): BrowsingHistory<E> {
  const existing = history[type] ?? [];
  const rest = unique ? existing.filter((item) => item.id !== entry.id) : existing;
  return { ...history, [type]: [entry, ...rest].slice(0, Math.max(0, cap)) };
}
