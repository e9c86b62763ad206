import { pushHistory, type BrowsingHistory } from '@/lib/domain/browsing-history';
import { PREVIOUSLY_VIEWED_SHOWN, PREVIOUSLY_VIEWED_TYPE, previouslyViewedIds } from '@/lib/domain/previously-viewed';

// Home's "Previously viewed": the browser's product views, newest first, unique, bounded to one `multiple` request.

describe('previouslyViewedIds', () => {
  it('lists the newest views first, each product once, at most PREVIOUSLY_VIEWED_SHOWN', () => {
    let history: BrowsingHistory = {};
    for (let id = 1; id <= 40; id += 1) history = pushHistory(history, PREVIOUSLY_VIEWED_TYPE, { id }, { unique: true });
    history = pushHistory(history, PREVIOUSLY_VIEWED_TYPE, { id: 5 }, { unique: true }); // viewed again: to the front
    const ids = previouslyViewedIds(history[PREVIOUSLY_VIEWED_TYPE]!);
    expect(ids).toHaveLength(PREVIOUSLY_VIEWED_SHOWN);
    expect(ids.slice(0, 3)).toEqual([5, 40, 39]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('skips the product being looked at and anything that is not a product id', () => {
    expect(previouslyViewedIds([{ id: 3 }, { id: 'x' }, { id: -1 }, { id: 7 }, { id: 3 }], 7)).toEqual([3]);
  });
});
