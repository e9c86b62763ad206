/**
 * The compare store keeps the list in localStorage under 'compare' with its expiry, and forgets it after 24 hours.
 */
import { COMPARE_TTL_MS } from '@/lib/domain/compare-list';
import { COMPARE_STORAGE_KEY, useCompareStore } from '@/stores/compare-store';

const T0 = Date.UTC(2025, 0, 10, 6, 0, 0);

function stored(): { ids: number[]; expiresAt: number | null } {
  const raw = window.localStorage.getItem(COMPARE_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: { ids: number[]; expiresAt: number | null } }).state : { ids: [], expiresAt: null };
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
  useCompareStore.setState({ ids: [], expiresAt: null });
});
afterEach(() => jest.useRealTimers());

describe('compare store', () => {
  it('saves the ids and expiry to localStorage', () => {
    expect(useCompareStore.getState().add(11)).toBe('added');
    expect(useCompareStore.getState().add(12)).toBe('added');
    expect(useCompareStore.getState().add(12)).toBe('duplicate');
    expect(stored()).toEqual({ ids: [11, 12], expiresAt: T0 + COMPARE_TTL_MS });
  });

  it('restarts with the new product when a 4th is added', () => {
    const { add } = useCompareStore.getState();
    add(1);
    add(2);
    add(3);
    expect(add(4)).toBe('restarted');
    expect(useCompareStore.getState().ids).toEqual([4]);
    expect(stored().ids).toEqual([4]);
  });

  it('restores a stored list that has not expired', async () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { ids: [5, 6], expiresAt: T0 + 1000 }, version: 1 }));
    await useCompareStore.persist.rehydrate();
    expect(useCompareStore.getState().ids).toEqual([5, 6]);
  });

  it('drops a stored list whose 24 hours are up', async () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { ids: [5, 6], expiresAt: T0 - 1 }, version: 1 }));
    await useCompareStore.persist.rehydrate();
    expect(useCompareStore.getState().ids).toEqual([]);
  });

  it('forgets the list on prune once it expires while the page is open', () => {
    useCompareStore.getState().add(7);
    jest.setSystemTime(T0 + COMPARE_TTL_MS + 1);
    useCompareStore.getState().prune();
    expect(useCompareStore.getState().ids).toEqual([]);
    expect(stored().ids).toEqual([]);
  });

  it('does not overwrite a stored list when adding before hydration', () => {
    // A fresh page: the store is empty and has not read what an earlier visit stored.
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ state: { ids: [8], expiresAt: T0 + 1000 }, version: 1 }));
    jest.spyOn(useCompareStore.persist, 'hasHydrated').mockReturnValueOnce(false);
    useCompareStore.getState().add(9);
    expect(useCompareStore.getState().ids).toEqual([8, 9]);
  });
});
