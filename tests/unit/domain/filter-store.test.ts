import { useFilterStore } from '@/stores/filter-store';

beforeEach(() => useFilterStore.getState().reset());

describe('filter store', () => {
  it('toggles values and goes back to page 1 when the filters change', () => {
    const store = useFilterStore.getState();
    store.setPage(3);
    store.toggleValue('brand', 'bakery-cafe');
    expect(useFilterStore.getState().filters).toMatchObject({ brand: ['bakery-cafe'], page: 1 });
    useFilterStore.getState().toggleValue('brand', 'bakery-cafe');
    expect(useFilterStore.getState().filters.brand).toEqual([]);
  });

  it('resets to the defaults', () => {
    const store = useFilterStore.getState();
    store.setPriceRange(3000, 500);
    store.setSort('price-desc');
    expect(useFilterStore.getState().filters).toMatchObject({ minPrice: 500, maxPrice: 3000, sort: 'price-desc' });
    useFilterStore.getState().reset();
    expect(useFilterStore.getState().filters).toEqual({ size: [], brand: [], color: [], tags: [], minPrice: undefined, maxPrice: undefined, sort: 'popular', page: 1 });
  });
});
