import { activeCompare, addToCompare, compareAddMessage, compareCountLabel, COMPARE_TTL_MS, EMPTY_COMPARE, removeFromCompare } from '@/lib/domain/compare-list';

const T0 = Date.UTC(2025, 0, 10, 6, 0, 0);

describe('compare list', () => {
  it('adds up to 3 products and refuses a duplicate', () => {
    let step = addToCompare(EMPTY_COMPARE, 1, T0);
    expect(step.result).toBe('added');
    step = addToCompare(step.state, 2, T0 + 1000);
    step = addToCompare(step.state, 3, T0 + 2000);
    expect(step.state.ids).toEqual([1, 2, 3]);
    const dup = addToCompare(step.state, 2, T0 + 3000);
    expect(dup.result).toBe('duplicate');
    expect(dup.state.ids).toEqual([1, 2, 3]);
  });

  it('starts over with only the new product when a 4th is added', () => {
    let state = EMPTY_COMPARE;
    for (const id of [1, 2, 3]) state = addToCompare(state, id, T0).state;
    const step = addToCompare(state, 4, T0 + 60_000);
    expect(step.result).toBe('restarted');
    expect(step.state.ids).toEqual([4]);
    expect(step.state.expiresAt).toBe(T0 + 60_000 + COMPARE_TTL_MS);
  });

  it('expires 24 hours after the first add, not the last', () => {
    let state = addToCompare(EMPTY_COMPARE, 1, T0).state;
    state = addToCompare(state, 2, T0 + 20 * 3600_000).state;
    expect(state.expiresAt).toBe(T0 + COMPARE_TTL_MS);
    expect(activeCompare(state, T0 + COMPARE_TTL_MS - 1).ids).toEqual([1, 2]);
    expect(activeCompare(state, T0 + COMPARE_TTL_MS)).toEqual(EMPTY_COMPARE);
    const fresh = addToCompare(state, 2, T0 + COMPARE_TTL_MS + 5);
    expect(fresh).toEqual({ state: { ids: [2], expiresAt: T0 + COMPARE_TTL_MS + 5 + COMPARE_TTL_MS }, result: 'added' });
  });

  it('removes a product and empties when the last one goes', () => {
    let state = addToCompare(EMPTY_COMPARE, 1, T0).state;
    state = addToCompare(state, 2, T0).state;
    state = removeFromCompare(state, 1, T0);
    expect(state.ids).toEqual([2]);
    expect(removeFromCompare(state, 2, T0)).toEqual(EMPTY_COMPARE);
  });

  it('counts "1 product", "2 products", "1 vehicle"', () => {
    expect(compareCountLabel(1, 'product')).toBe('1 product');
    expect(compareCountLabel(2, 'product')).toBe('2 products');
    expect(compareCountLabel(1, 'automobile')).toBe('1 vehicle');
    expect(compareCountLabel(3, 'automobile')).toBe('3 vehicles');
  });

  it('names the item a restart starts with, and says what went', () => {
    expect(compareAddMessage('restarted', 'Red Velvet Heart Cake')).toBe(
      'Compare restarted with Red Velvet Heart Cake: you can compare 3 at a time, so the 3 before it were cleared.',
    );
    expect(compareAddMessage('added', 'Black Forest Cake')).toBe('Black Forest Cake is in your comparison.');
  });
});
