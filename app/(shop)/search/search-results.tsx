import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { resultCountText } from '@/components/catalogue/product-list-view';
import { SearchForm } from '@/components/catalogue/search-form';
import { ProductGrid } from '@/components/product/product-grid';
import { Container } from '@/components/ui/container';
import { canonicalSearchTerm, searchHref } from '@/lib/domain/search-query';
import { cacheTags } from '@/lib/server/cache/cached';
import { cachedUntil } from '@/lib/server/page-edges';
import { searchProducts } from '@/lib/server/services/catalogue';
import { existingPage } from '../_lib/list-page';
import { RecordSearch } from './record-search';
import { SEARCH_BREADCRUMB } from './search-metadata';

// One search's results, the same for everyone: shared by the cached page of a canonical term and page
// (./r/[term]/[page], which proxy.ts rewrites /search?q=… to) and the per-request page of a term too long to cache
// (./uncached). `q` is canonical (lib/domain/search-query.ts). Nothing here reads cookies or headers: the visitor's
// part (remembering the search) is RecordSearch, in the browser after the page.

/**
 * The catalogue's tag on the page, as the product lists carry it (through their category table): a catalogue write
 * ends cached searches too. Campaign prices on the cards end the copy at their next change (loadSaleRules), as on
 * every list.
 */
const tagWithCatalogue = () => cachedUntil(null, Date.now(), [cacheTags.catalogue]);

export async function SearchResults({ q, page }: { q: string; page: number }) {
  const [found] = await Promise.all([searchProducts({ q, page, perPage: 24 }), tagWithCatalogue()]);
  const { pagination, products, didYouMean } = existingPage(found);
  return (
    <Container className="py-6">
      <Breadcrumbs items={SEARCH_BREADCRUMB} />
      <h1 className="mt-3 mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Results for “{q}”</h1>
      <SearchForm defaultValue={q} />
      {/* Only the first page is a new search; paging through results is not (as the search API counts it). */}
      {page === 1 ? <RecordSearch q={q} /> : null}
      {didYouMean ? (
        <p className="mt-4 text-base text-cocoa-900">
          Did you mean{' '}
          <Link href={searchHref(canonicalSearchTerm(didYouMean))} className="font-semibold italic text-brand-700 underline">
            {didYouMean}
          </Link>
          ?
        </p>
      ) : null}
      <p className="mt-4 mb-4 text-sm font-medium text-gray-700" aria-live="polite">
        {resultCountText(pagination.total, pagination.currentPage, pagination.perPage, pagination.count, pagination.totalIsCapped)}
      </p>
      {products.length > 0 ? (
        <ProductGrid products={products} priorityFirst headingLevel="h2" />
      ) : (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">We could not find anything for “{q}”.</p>
          <p className="mt-1 text-sm text-gray-700">
            Check the spelling, try a shorter word, or{' '}
            <Link href="/categories" className="font-semibold text-brand-700 underline">
              browse the categories
            </Link>
            .
          </p>
        </div>
      )}
      <PaginationLinks pagination={pagination} hrefFor={(p) => searchHref(q, p)} />
    </Container>
  );
}
