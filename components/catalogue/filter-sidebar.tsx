import Link from 'next/link';
import type { FilterBox } from '@/lib/domain/catalogue-types';
import { isDefaultFilters, type CatalogueFilters } from '@/lib/domain/filters';
import { FilterDrawer } from './filter-drawer';
import { listHref, toggleValue } from './list-href';
import { PriceRangeForm } from './price-range-form';

type FilterSidebarProps = { basePath: string; filters: CatalogueFilters; filterbox: FilterBox };

type Option = { value: string; label: string; count: number };

/** Sizes read best smallest first ('1 lb', '2 lb', '10 lb'), not by how common they are. */
const sizeOrder = (value: string) => {
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
};

const titleCase = (s: string) => s.replace(/[-_]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

function FilterGroup({
  title,
  options,
  selected,
  hrefFor,
  limit = 30,
}: {
  title: string;
  options: Option[];
  selected: string[];
  hrefFor: (value: string) => string;
  /** Long facets show the most common values, plus whatever is ticked (so it can always be unticked). */
  limit?: number;
}) {
  // Links without prefetch: dozens of filter variants in view would each be rendered on the server ahead of a click.
  const shown = options.filter((o, i) => i < limit || selected.includes(o.value));
  if (shown.length === 0) return null;
  return (
    <section className="facet-group">
      <h2 className="facet-title">{title}</h2>
      <ul>
        {shown.map((option) => {
          const on = selected.includes(option.value);
          return (
            <li key={option.value}>
              <Link href={hrefFor(option.value)} prefetch={false} rel="nofollow" aria-current={on ? 'true' : undefined} className="facet">
                <i aria-hidden="true">{on ? '✓' : ''}</i>
                <span>
                  {option.label}
                  {on ? <span className="sr-only"> (selected, select to remove)</span> : null}
                </span>
                <small>{option.count}</small>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The filter panel: every choice is a crawlable link to the list with that value toggled. A category shows dozens of
 * them, so they are styled by the short `.facet*` classes in app/globals.css (the tick is lit by aria-current).
 */
export function FilterSidebar({ basePath, filters, filterbox }: FilterSidebarProps) {
  const active =
    filters.size.length + filters.brand.length + filters.color.length + filters.tags.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0);
  const href = (key: 'size' | 'brand' | 'color' | 'tags') => (value: string) => listHref(basePath, toggleValue(filters, key, value));
  const facet = (items: { value: string; count: number }[]) => items.map((i) => ({ ...i, label: titleCase(i.value) }));
  return (
    <FilterDrawer activeCount={active}>
      <div aria-label="Filters" role="group">
        <div className="flex items-center justify-between pb-2">
          <p className="text-base font-semibold text-cocoa-900">Filter by</p>
          {!isDefaultFilters({ ...filters, sort: 'popular' }) ? (
            <Link href={listHref(basePath, { sort: filters.sort })} className="text-sm font-medium text-brand-700 underline">
              Reset filters
            </Link>
          ) : null}
        </div>
        <section className="facet-group">
          <h2 className="facet-title">Price</h2>
          {/* Keyed by the list it filters: after a client-side navigation the boxes start from the new URL's bounds. */}
          <PriceRangeForm
            key={listHref(basePath, filters)}
            basePath={basePath}
            filters={filters}
            range={filterbox.price}
          />
        </section>
        <FilterGroup
          title="Size"
          options={[...filterbox.sizes]
            .sort((a, b) => sizeOrder(a.value) - sizeOrder(b.value) || a.value.localeCompare(b.value))
            .map((i) => ({ ...i, label: i.value }))} selected={filters.size} hrefFor={href('size')} />
        <FilterGroup
          title="Brand"
          options={filterbox.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count }))}
          selected={filters.brand}
          hrefFor={href('brand')}
        />
        <FilterGroup title="Colour" options={facet(filterbox.colors)} selected={filters.color} hrefFor={href('color')} />
        <FilterGroup title="Tags" options={facet(filterbox.tags)}
          limit={20} selected={filters.tags} hrefFor={href('tags')} />
      </div>
    </FilterDrawer>
  );
}
