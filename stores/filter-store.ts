import { create } from 'zustand';
import { resetFilters, type CatalogueFilters, type FilterListKey } from '@/lib/domain/filters';
import type { ProductSort } from '@/lib/domain/catalogue-types';

/**
 * The filter panel's working state. Not persisted: the URL (filtersToSearchParams) is the source of truth for what
 * a list shows; this store holds the panel while the customer edits it. Any change other than the page goes back
 * to page 1, because the old page number means nothing in a different result set.
 */
type FilterStore = {
  filters: CatalogueFilters;
  /** Replace everything, e.g. from filtersFromSearchParams when the URL changes. */
  setFilters: (filters: CatalogueFilters) => void;
  toggleValue: (key: FilterListKey, value: string) => void;
  setValues: (key: FilterListKey, values: string[]) => void;
  /** Rupees. A reversed range is swapped. */
  setPriceRange: (minPrice: number, maxPrice: number) => void;
  setSort: (sort: ProductSort) => void;
  setPage: (page: number) => void;
  /** SPEC §4: filters can be reset to defaults. */
  reset: () => void;
};

export const useFilterStore = create<FilterStore>()((set) => ({
  filters: resetFilters(),
  setFilters: (filters) => set({ filters }),
  toggleValue: (key, value) =>
    set(({ filters }) => {
      const current = filters[key];
      const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
      return { filters: { ...filters, [key]: next, page: 1 } };
    }),
  setValues: (key, values) => set(({ filters }) => ({ filters: { ...filters, [key]: [...values], page: 1 } })),
  setPriceRange: (minPrice, maxPrice) =>
    set(({ filters }) => ({
      filters: { ...filters, minPrice: Math.min(minPrice, maxPrice), maxPrice: Math.max(minPrice, maxPrice), page: 1 },
    })),
  setSort: (sort) => set(({ filters }) => ({ filters: { ...filters, sort, page: 1 } })),
  setPage: (page) => set(({ filters }) => ({ filters: { ...filters, page: Math.max(1, Math.floor(page)) } })),
  reset: () => set({ filters: resetFilters() }),
}));
