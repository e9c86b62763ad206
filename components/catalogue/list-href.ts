import { filtersToQueryString, type CatalogueFilters } from '@/lib/domain/filters';

/**
 * The visible URL of a product list with these filters: `/category/cakes?brand=x&page=2` (defaults dropped, keys
 * sorted, so every combination has exactly one URL and one cache entry).
 */
export function listHref(basePath: string, filters: Partial<CatalogueFilters>): string {
  return `${basePath}${filtersToQueryString(filters)}`;
}

/** The same filters with one list value toggled on or off; back to page 1 because the result set changes. */
export function toggleValue(
  filters: CatalogueFilters,
  key: 'size' | 'brand' | 'color' | 'tags',
  value: string,
): CatalogueFilters {
  const current = filters[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...filters, [key]: next, page: 1 };
}
