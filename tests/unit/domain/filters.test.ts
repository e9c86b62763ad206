import { toServiceFilters } from '@/app/(shop)/_lib/list-query';
import {
  DEFAULT_FILTERS,
  describePriceFilter,
  filtersFromSearchParams,
  filtersToQueryString,
  filtersToSearchParams,
  isDefaultFilters,
  resetFilters,
} from '@/lib/domain/filters';

describe('catalogue filters', () => {
  it('defaults to every price (no bound at either end), popular first, page 1', () => {
    expect(resetFilters()).toEqual({ size: [], brand: [], color: [], tags: [], minPrice: undefined, maxPrice: undefined, sort: 'popular', page: 1 });
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

  it('hands the list every price bound the URL gives, each on its own (issue 11)', () => {
    const service = (query: string) => {
      const { minPrice, maxPrice } = toServiceFilters(filtersFromSearchParams(new URLSearchParams(query)));
      return { minPrice, maxPrice };
    };
    // maxPrice=5000 cuts at रू 5,000 even though it is SPEC's starting range (it used to be dropped as "the default").
    expect(service('minPrice=0&maxPrice=5000')).toEqual({ minPrice: undefined, maxPrice: 5000 });
    expect(service('maxPrice=5000')).toEqual({ minPrice: undefined, maxPrice: 5000 });
    // A lower bound alone leaves the top open: no cap at रू 5,000.
    expect(service('minPrice=1000')).toEqual({ minPrice: 1000, maxPrice: undefined });
    expect(service('')).toEqual({ minPrice: undefined, maxPrice: undefined });
    // …and keeps that meaning in the one canonical URL.
    expect(filtersToQueryString(filtersFromSearchParams(new URLSearchParams('minPrice=0&maxPrice=5000')))).toBe('?maxPrice=5000');
    expect(filtersToQueryString(filtersFromSearchParams(new URLSearchParams('minPrice=1000')))).toBe('?minPrice=1000');
  });

  it('says in words what the price filter does', () => {
    const range = { min: 450, max: 16990 };
    expect(describePriceFilter({}, range)).toBe('Any price (रू 450–रू 16,990)');
    expect(describePriceFilter({ minPrice: 1000 }, range)).toBe('रू 1,000 and above');
    expect(describePriceFilter({ maxPrice: 5000 }, range)).toBe('Up to रू 5,000');
    expect(describePriceFilter({ minPrice: 1000, maxPrice: 5000 }, range)).toBe('रू 1,000–रू 5,000');
    expect(describePriceFilter({}, { min: 0, max: 0 })).toBeNull();
  });

  it('falls back to defaults for nonsense and swaps a reversed price range', () => {
    expect(filtersFromSearchParams(new URLSearchParams('sort=cheapest&page=-1&minPrice=abc'))).toEqual(resetFilters());
    expect(filtersFromSearchParams({ minPrice: '4000', maxPrice: '1000' })).toMatchObject({ minPrice: 1000, maxPrice: 4000 });
  });

  it('snaps price bounds to the slider steps, widening the range: one URL per step, not per rupee', () => {
    expect(filtersFromSearchParams({ minPrice: '1075', maxPrice: '2010' })).toMatchObject({ minPrice: 1050, maxPrice: 2050 });
    expect(filtersFromSearchParams({ minPrice: '49', maxPrice: '5000' })).toMatchObject({ minPrice: undefined, maxPrice: 5000 });
    expect(filtersFromSearchParams({ maxPrice: '1' })).toMatchObject({ maxPrice: 50 });
    expect(filtersFromSearchParams({ maxPrice: '0' })).toMatchObject({ maxPrice: 0 }); // "nothing costs less than 0" stays
    const urls = new Set<string>();
    for (let i = 0; i < 1000; i++) urls.add(filtersToQueryString(filtersFromSearchParams({ minPrice: String(8 + i), maxPrice: String(5001 + i) })));
    expect(urls.size).toBeLessThanOrEqual((2 * 1000) / 50 + 2); // each bound steps every 50 rupees
  });

  it('knows when nothing is filtered', () => {
    expect(isDefaultFilters(resetFilters())).toBe(true);
    expect(isDefaultFilters({ ...resetFilters(), page: 4 })).toBe(true);
    expect(isDefaultFilters({ ...resetFilters(), tags: ['eggless'] })).toBe(false);
    expect(isDefaultFilters({ ...resetFilters(), minPrice: 100 })).toBe(false);
  });
});
