import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import Link from 'next/link';
import { after } from 'next/server';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { resultCountText } from '@/components/catalogue/product-list-view';
import { SearchForm } from '@/components/catalogue/search-form';
import { ProductGrid } from '@/components/product/product-grid';
import { Container } from '@/components/ui/container';
import { safeTextOrUndefined } from '@/lib/domain/safe-text';
import { isVisitorId, NEW_VISITOR_HEADER, VISITOR_COOKIE } from '@/lib/domain/visitor-id';
import { pageMetadata } from '@/lib/seo/metadata';
import { getSearchHistory, recordSearch, searchProducts } from '@/lib/server/services/catalogue';
import { existingPage } from '../_lib/list-page';

// Search is per query and per visitor (recent searches), so this page is dynamic and never indexed.
// proxy.ts makes sure the visitor id cookie (ug_vid) exists before this renders.

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

function readQuery(params: Record<string, string | string[] | undefined>) {
  // A query with control characters (a NUL from a hand-made URL) is not a search anyone typed: the page shows the
  // empty search, as for no query.
  const q = (safeTextOrUndefined(first(params.q)) ?? '').trim().slice(0, 100);
  const pageRaw = Number(first(params.page));
  const page = Number.isInteger(pageRaw) && pageRaw > 0 && pageRaw <= 10_000 ? pageRaw : 1;
  return { q, page };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = readQuery(await searchParams);
  return pageMetadata({
    title: q ? `Search results for “${q}”` : 'Search',
    description: 'Search cakes, flowers, chocolates and gifts at Upahar Ghar.',
    path: '/search',
    noindex: true,
  });
}

const searchHref = (query: string, page = 1) => `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;

const BREADCRUMB = [
  { name: 'Home', url: '/' },
  { name: 'Search', url: '/search' },
];

function QueryChips({ title, queries }: { title: string; queries: string[] }) {
  if (queries.length === 0) return null;
  const id = `chips-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="mb-2 text-base font-semibold text-cocoa-900">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {queries.map((query) => (
          <li key={query}>
            <Link
              href={searchHref(query)}
              className="inline-flex min-h-9 items-center rounded-full border border-cocoa-200 bg-white px-4 text-sm text-cocoa-900 hover:border-brand-600 hover:text-brand-700"
            >
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function SearchPage({ searchParams }: Props) {
  const { q, page } = readQuery(await searchParams);
  const cookie = (await cookies()).get(VISITOR_COOKIE)?.value;
  const visitorId = isVisitorId(cookie) ? cookie : null;

  if (!q) {
    const history = await getSearchHistory(visitorId);
    return (
      <Container className="py-6">
        <Breadcrumbs items={BREADCRUMB} />
        <h1 className="mt-3 mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Search</h1>
        <SearchForm />
        <QueryChips title="Your recent searches" queries={history.recent} />
        <QueryChips title="Popular searches" queries={history.popular} />
      </Container>
    );
  }

  const result = existingPage(await searchProducts({ q, page, perPage: 24 }));
  if (visitorId && page === 1) {
    // Remember the search after the response is sent: it must not slow the page down.
    // A visitor whose id proxy.ts made for this request is not counted in popular searches (recordSearch).
    const popular = (await headers()).get(NEW_VISITOR_HEADER) !== '1';
    after(() => recordSearch(visitorId, q, result.pagination.total, { popularForm: result.popularForm, popular }));
  }
  const { pagination, products, didYouMean } = result;
  return (
    <Container className="py-6">
      <Breadcrumbs items={BREADCRUMB} />
      <h1 className="mt-3 mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">
        Results for “{q}”
      </h1>
      <SearchForm defaultValue={q} />
      {didYouMean ? (
        <p className="mt-4 text-base text-cocoa-900">
          Did you mean{' '}
          <Link href={searchHref(didYouMean)} className="font-semibold italic text-brand-700 underline">
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
      <PaginationLinks
        pagination={pagination}
        hrefFor={(p) => searchHref(q, p)}
      />
    </Container>
  );
}
