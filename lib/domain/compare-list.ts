/**
 * The product compare list (SPEC §4 and §9): at most 3 products, kept 24 hours from the first add.
 * - adding an id that is already there is refused ('duplicate');
 * - adding to a list that already holds more than 2 ids starts a new list with only the new id ('restarted');
 * - otherwise the id is appended ('added').
 * Pure functions over a plain state so the zustand store, its localStorage copy and tests share one rule.
 */
export const COMPARE_MAX = 3;
export const COMPARE_TTL_MS = 24 * 60 * 60 * 1000;

export type CompareId = number;

export type CompareState = {
  ids: CompareId[];
  /** Epoch ms after which the list is forgotten; null while empty. */
  expiresAt: number | null;
};

export type CompareAddResult = 'added' | 'duplicate' | 'restarted';

export const EMPTY_COMPARE: CompareState = { ids: [], expiresAt: null };

const toMs = (now: Date | number): number => (typeof now === 'number' ? now : now.getTime());

/** The list as it stands at `now`: empty once expired. */
export function activeCompare(state: CompareState, now: Date | number): CompareState {
  if (state.ids.length === 0 || state.expiresAt === null || toMs(now) >= state.expiresAt) return EMPTY_COMPARE;
  return state;
}

export function addToCompare(
  state: CompareState,
  id: CompareId,
  now: Date | number,
): { state: CompareState; result: CompareAddResult } {
  const at = toMs(now);
  const current = activeCompare(state, at);
  if (current.ids.includes(id)) return { state: current, result: 'duplicate' };
  if (current.ids.length >= COMPARE_MAX) {
    return { state: { ids: [id], expiresAt: at + COMPARE_TTL_MS }, result: 'restarted' };
  }
  return {
    state: { ids: [...current.ids, id], expiresAt: current.expiresAt ?? at + COMPARE_TTL_MS },
    result: 'added',
  };
}

export function removeFromCompare(state: CompareState, id: CompareId, now: Date | number): CompareState {
  const current = activeCompare(state, now);
  const ids = current.ids.filter((existing) => existing !== id);
  return ids.length === 0 ? EMPTY_COMPARE : { ids, expiresAt: current.expiresAt };
}
