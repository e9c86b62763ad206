import {
  DEFAULT_FILTERS,
  filtersFromSearchParams,
  filtersToQueryString,
  filtersToSearchParams,
  isDefaultFilters,
  resetFilters,
} from '@/lib/domain/filters';

describe('catalogue filters', () => {
  it('defaults to everything from Rs 0 to Rs 5000, popular first, page 1', () => {
    expect(resetFilters()).toEqual({ size: [], brand: [], color: [], tags: [], minPrice: 0, maxPrice: 5000, sort: 'popular', page: 1 });
    const a = resetFilters();
    a.brand.push('x');
    expect(DEFAULT_FILTERS.brand).toEqual([]);
    expect(resetFilters().brand).toEqual([]);
  });

  it('writes only what differs from the defaults, keys and values sorted', () => {
    const filters = { ...resetFilters(), brand: ['kathmandu-bakery', 'cakes-nepal'], maxPrice: 2000, sort: 'price-asc' as const, page: 2 };
    expect(filtersToSearchParams(filters).toString()).toBe('brand=cakes-nepal%2Ckathmandu-bakery&maxPrice=2000&page=2&sort=price-asc');
    expect(filtersToQueryString(resetFilters())).toBe('');
    expect(filtersToQueryString({ color: ['red'] })).toBe('?color=red');
  });

  it('reads back what it wrote', () => {
    const filters = { ...resetFilters(), size: ['1-lb', '2-lb'], tags: ['eggless'], minPrice: 500, maxPrice: 3000, sort: 'newest' as const, page: 3 };
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('accepts repeated keys and Next searchParams objects', () => {
    const fromUrl = filtersFromSearchParams(new URLSearchParams('brand=b&brand=a,c&sort=rating'));
    expect(fromUrl.brand).toEqual(['a', 'b', 'c']);
    expect(fromUrl.sort).toBe('rating');
    expect(filtersFromSearchParams({ color: ['red', 'white'], page: '2' })).toMatchObject({ color: ['red', 'white'], page: 2 });
  });

  it('falls back to defaults for nonsense and swaps a reversed price range', () => {
    expect(filtersFromSearchParams(new URLSearchParams('sort=cheapest&page=-1&minPrice=abc'))).toEqual(resetFilters());
    expect(filtersFromSearchParams({ minPrice: '4000', maxPrice: '1000' })).toMatchObject({ minPrice: 1000, maxPrice: 4000 });
  });

  it('knows when nothing is filtered', () => {
    expect(isDefaultFilters(resetFilters())).toBe(true);
    expect(isDefaultFilters({ ...resetFilters(), page: 4 })).toBe(true);
    expect(isDefaultFilters({ ...resetFilters(), tags: ['eggless'] })).toBe(false);
    expect(isDefaultFilters({ ...resetFilters(), minPrice: 100 })).toBe(false);
  });
});
