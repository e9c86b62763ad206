import Link from 'next/link';
import type { ProductSort } from '@/lib/domain/catalogue-types';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { listHref } from './list-href';

const SORT_LABELS: Record<ProductSort, string> = {
  popular: 'Popular',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

/** Sort choices as plain links (crawlable, work without JavaScript). */
export function SortLinks({ basePath, filters }: { basePath: string; filters: CatalogueFilters }) {
  return (
    <nav aria-label="Sort products" className="-mx-4 flex items-center gap-2 overflow-x-auto whitespace-nowrap px-4 pb-1 text-sm sm:mx-0 sm:flex-wrap sm:px-0 sm:pb-0">
      <span className="font-medium text-gray-700">Sort:</span>
      {(Object.keys(SORT_LABELS) as ProductSort[]).map((sort) => {
        const active = filters.sort === sort;
        return (
          <Link
            key={sort}
            href={listHref(basePath, { ...filters, sort, page: 1 })}
            aria-current={active ? 'true' : undefined}
            rel="nofollow"
            // Sorted variants are not prefetched: each would be rendered on the server ahead of a click.
            prefetch={false}
            className="sort-link"
          >
            {SORT_LABELS[sort]}
          </Link>
        );
      })}
    </nav>
  );
}
