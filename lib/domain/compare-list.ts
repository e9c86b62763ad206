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

/** "1 product", "2 products", "1 vehicle": the list's size as the compare bar and table say it. */
export function compareCountLabel(count: number, kind: 'product' | 'automobile'): string {
  const noun = kind === 'automobile' ? 'vehicle' : 'product';
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * What the shopper is told after "Add to compare". A restart keeps SPEC's rule (a 4th item starts a new list with only
 * itself) but says so, naming the item and what went, so three cakes chosen earlier are not lost without a word.
 */
export function compareAddMessage(result: CompareAddResult, name: string): string {
  switch (result) {
    case 'added':
      return `${name} is in your comparison.`;
    case 'duplicate':
      return `${name} is already in your comparison.`;
    case 'restarted':
      return `Compare restarted with ${name}: you can compare ${COMPARE_MAX} at a time, so the ${COMPARE_MAX} before it were cleared.`;
  }
}

export function removeFromCompare(state: CompareState, id: CompareId, now: Date | number): CompareState {
  const current = activeCompare(state, now);
  const ids = current.ids.filter((existing) => existing !== id);
  return ids.length === 0 ? EMPTY_COMPARE : { ids, expiresAt: current.expiresAt };
}
