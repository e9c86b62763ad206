import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { SearchForm } from '@/components/catalogue/search-form';
import { Container } from '@/components/ui/container';
import { getSearchHistory } from '@/lib/server/services/catalogue';
import { SearchChips } from './search-chips';
import { SEARCH_BREADCRUMB, searchMetadata } from './search-metadata';

// The empty search page, cached (ISR) and the same for everyone. A search (/search?q=…) never reaches this file:
// proxy.ts rewrites it to the cached page of its term (./r/[term]/[page]). Popular searches are the same for everyone
// and rendered here, at most 5 minutes old; the visitor's recent searches load after the page (SearchChips), which
// also brings popular searches up to date.
export const revalidate = 300; // policy: popularSearches

export const metadata: Metadata = searchMetadata('');

export default async function SearchPage() {
  const { popular } = await getSearchHistory(null);
  return (
    <Container className="py-6">
      <Breadcrumbs items={SEARCH_BREADCRUMB} />
      <h1 className="mt-3 mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Search</h1>
      <SearchForm />
      <SearchChips popular={popular} />
    </Container>
  );
}
