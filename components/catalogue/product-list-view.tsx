import Link from 'next/link';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { Crumb, ProductList } from '@/lib/domain/catalogue-types';
import { isDefaultFilters, type CatalogueFilters } from '@/lib/domain/filters';
import { ProductGrid } from '@/components/product/product-grid';
import { Breadcrumbs } from './breadcrumbs';
import { FilterSidebar } from './filter-sidebar';
import { listHref } from './list-href';
import { PaginationHeadLinks, PaginationLinks } from './pagination-links';
import { SortLinks } from './sort-links';

type ProductListViewProps = {
  title: string;
  /** Shown under the title (a category description, a store line…). */
  intro?: ReactNode;
  /** An image beside the title: the header becomes a hero banner (occasions). */
  media?: ReactNode;
  /** A small line above the title (e.g. when an occasion falls). */
  eyebrow?: string;
  /** Extra content between the header and the grid (sub-category chips…). */
  children?: ReactNode;
  breadcrumb: Crumb[];
  /** The visible URL of the unfiltered list, e.g. /category/cakes. */
  basePath: string;
  filters: CatalogueFilters;
  list: ProductList;
  showFilters?: boolean;
};

/** "Showing 25–48 of 130 products"; a capped total (a broad search lists its best 200) reads "of 200+". */
export function resultCountText(total: number, page: number, perPage: number, count: number, capped = false): string {
  if (total === 0) return 'No products found';
  const from = (page - 1) * perPage + 1;
  const to = from + count - 1;
  const noun = total === 1 && !capped ? 'product' : 'products';
  const shown = capped ? `${total}+` : `${total}`;
  // A page past the end has no range to show (list pages answer it with a 404; this is the line if one slips through).
  if (count === 0) return `${shown} ${noun}`;
  return total <= perPage && page === 1 && !capped ? `${shown} ${noun}` : `Showing ${from}–${to} of ${shown} ${noun}`;
}

/** A product list page body: breadcrumbs, title, count, sort, filters, grid and pagination (all crawlable links). */
export function ProductListView({
  title,
  intro,
  media,
  eyebrow,
  children,
  breadcrumb,
  basePath,
  filters,
  list,
  showFilters = true,
}: ProductListViewProps) {
  const { pagination, products, filterbox } = list;
  const hrefFor = (page: number) => listHref(basePath, { ...filters, page });
  const filtered = !isDefaultFilters({ ...filters, sort: 'popular' });
  return (
    <Container className="py-6">
      <PaginationHeadLinks pagination={pagination} hrefFor={hrefFor} />
      <Breadcrumbs items={breadcrumb} />
      <header
        className={
          media
            ? 'mt-3 mb-6 grid items-center gap-4 rounded-3xl bg-gradient-to-r from-brand-50 via-white to-cocoa-50 p-5 sm:grid-cols-[1fr_auto] sm:p-8'
            : 'mt-3 mb-5'
        }
      >
        <div>
          {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
          <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 max-w-3xl text-sm text-gray-700 sm:text-base">{intro}</div> : null}
        </div>
        {media}
      </header>
      {children}
      <div className={showFilters ? 'md:grid md:grid-cols-[240px_1fr] md:gap-8' : ''}>
        {showFilters ? (
          <aside className="mb-4 md:mb-0">
            <FilterSidebar basePath={basePath} filters={filters} filterbox={filterbox} />
          </aside>
        ) : null}
        <div>
          <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
            <p className="text-sm font-medium text-gray-700" aria-live="polite">
              {resultCountText(pagination.total, pagination.currentPage, pagination.perPage, pagination.count)}
            </p>
            <SortLinks basePath={basePath} filters={filters} />
          </div>
          {products.length > 0 ? (
            <ProductGrid products={products} priorityFirst columns={showFilters ? 'narrow' : 'wide'} headingLevel="h2" />
          ) : (
            <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
              <p className="font-semibold text-cocoa-900">Nothing matches these choices.</p>
              <p className="mt-1 text-sm text-gray-700">Try fewer filters or a wider price range.</p>
              {filtered || filters.page > 1 ? (
                <Link href={basePath} className="mt-4 inline-block font-semibold text-brand-700 underline">
                  Reset filters
                </Link>
              ) : null}
            </div>
          )}
          <PaginationLinks pagination={pagination} hrefFor={hrefFor} />
        </div>
      </div>
    </Container>
  );
}
