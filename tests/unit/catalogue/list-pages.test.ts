import { resultCountText } from '@/components/catalogue/product-list-view';
import { isPastLastPage, pastLastPageMessage } from '@/lib/domain/pagination';

describe('pages of a list', () => {
  it('knows a page past the end: page 99 of 5, page 2 of an empty list; page 1 always exists', () => {
    expect(isPastLastPage({ currentPage: 99, totalPages: 5 })).toBe(true);
    expect(isPastLastPage({ currentPage: 6, totalPages: 5 })).toBe(true);
    expect(isPastLastPage({ currentPage: 5, totalPages: 5 })).toBe(false);
    expect(isPastLastPage({ currentPage: 2, totalPages: 0 })).toBe(true);
    expect(isPastLastPage({ currentPage: 1, totalPages: 0 })).toBe(false);
    expect(pastLastPageMessage({ currentPage: 99, totalPages: 5 })).toBe('There is no page 99: the last page is 5');
  });

  it('never counts a range backwards: "Showing 2353–2352 of 100" cannot be written', () => {
    expect(resultCountText(100, 5, 24, 4)).toBe('Showing 97–100 of 100 products');
    expect(resultCountText(100, 99, 24, 0)).toBe('100 products');
    expect(resultCountText(0, 1, 24, 0)).toBe('No products found');
  });

  it('says a capped total is a floor: a broad search lists its best 200 of more', () => {
    expect(resultCountText(200, 1, 24, 24, true)).toBe('Showing 1–24 of 200+ products');
    expect(resultCountText(200, 9, 24, 8, true)).toBe('Showing 193–200 of 200+ products');
  });
});
