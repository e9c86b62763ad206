import { pushHistory, type BrowsingHistory } from '@/lib/domain/browsing-history';

type Viewed = { id: number; name: string };

describe('pushHistory', () => {
  it('keeps each type newest first', () => {
    let history: BrowsingHistory<Viewed> = {};
    history = pushHistory(history, 'product', { id: 1, name: 'Black Forest' });
    history = pushHistory(history, 'product', { id: 2, name: 'Red Velvet' });
    history = pushHistory(history, 'store', { id: 9, name: 'Bakery Cafe' });
    expect(history.product?.map((e) => e.id)).toEqual([2, 1]);
    expect(history.store?.map((e) => e.id)).toEqual([9]);
  });

  it('caps each type at 250 by default, dropping the oldest', () => {
    let history: BrowsingHistory<Viewed> = {};
    for (let id = 1; id <= 260; id++) history = pushHistory(history, 'product', { id, name: `P${id}` });
    expect(history.product).toHaveLength(250);
    expect(history.product?.[0]?.id).toBe(260);
    expect(history.product?.[249]?.id).toBe(11);
    expect(pushHistory(history, 'product', { id: 999, name: 'x' }, { cap: 3 }).product?.map((e) => e.id)).toEqual([999, 260, 259]);
  });

  it('moves a repeated entry to the front when unique, and repeats it otherwise', () => {
    let history: BrowsingHistory<Viewed> = {};
    for (const id of [1, 2, 3]) history = pushHistory(history, 'product', { id, name: `P${id}` });
    expect(pushHistory(history, 'product', { id: 1, name: 'P1' }, { unique: true }).product?.map((e) => e.id)).toEqual([1, 3, 2]);
    expect(pushHistory(history, 'product', { id: 1, name: 'P1' }).product?.map((e) => e.id)).toEqual([1, 3, 2, 1]);
  });

  it('does not change the history it was given', () => {
    const history: BrowsingHistory<Viewed> = { product: [{ id: 1, name: 'a' }] };
    pushHistory(history, 'product', { id: 2, name: 'b' });
    expect(history.product).toHaveLength(1);
  });
});
