import type { Metadata } from 'next';
import Link from 'next/link';
import type { z } from 'zod';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { resultCountText } from '@/components/catalogue/product-list-view';
import { ProductGrid } from '@/components/product/product-grid';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { DEFAULT_PER_PAGE, type FindCakesQuery } from '@/lib/domain/catalogue-types';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { pageMetadata } from '@/lib/seo/metadata';
import { findCakes, listFlavours, listOccasions } from '@/lib/server/services/catalogue';
import { findCakesQuerySchema } from '@/lib/validation/catalogue';
import { existingPage } from '../_lib/list-page';

// The cake finder: a GET form (works without JavaScript) that reloads this page with the matching cakes.

type Params = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Params> };

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim();
const POUNDS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];
const BUDGETS = [1000, 1500, 2000, 3000, 5000, 8000];
const FIELDS = findCakesQuerySchema.shape;

/** One field by the API's own rule (lib/validation); a malformed value is left out rather than failing the page. */
function field<T>(schema: z.ZodType<T>, value: string): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The finder's query from the URL; anything malformed is simply left out (the form shows it unset). */
function readFinderQuery(params: Params): FindCakesQuery & { submitted: boolean } {
  return {
    occasion: field(FIELDS.occasion, first(params.occasion)),
    flavour: field(FIELDS.flavour, first(params.flavour)),
    budget: field(FIELDS.budget, first(params.budget)),
    pound: field(FIELDS.pound, first(params.pound)),
    eggless: field(FIELDS.eggless, first(params.eggless)) || undefined,
    page: field(FIELDS.page, first(params.page)) ?? 1,
    perPage: DEFAULT_PER_PAGE,
    submitted: ['occasion', 'flavour', 'budget', 'pound', 'eggless'].some((k) => first(params[k]) !== ''),
  };
}

function finderHref(query: FindCakesQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.occasion) params.set('occasion', query.occasion);
  if (query.flavour) params.set('flavour', query.flavour);
  if (query.budget) params.set('budget', String(query.budget));
  if (query.pound) params.set('pound', String(query.pound));
  if (query.eggless) params.set('eggless', '1');
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `/find-cakes?${qs}` : '/find-cakes';
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = readFinderQuery(await searchParams);
  return pageMetadata({
    title: `Cake finder: the right cake for your day${!query.submitted && query.page > 1 ? ` – page ${query.page}` : ''}`,
    description:
      'Find the perfect cake by occasion, flavour, budget, size and eggless options. Fresh cakes delivered across Nepal by Upahar Ghar.',
    // A search with the finder's fields is noindex and points at the finder; its plain pages are canonical to themselves.
    path: query.submitted ? '/find-cakes' : finderHref(query, query.page),
    noindex: query.submitted,
  });
}

const BREADCRUMB = [
  { name: 'Home', url: '/' },
  { name: 'Cake finder', url: '/find-cakes' },
];

const selectClass = 'mt-1 block w-full rounded-xl border border-cocoa-300 bg-white px-3 py-2 text-sm text-cocoa-900';

export default async function FindCakesPage({ searchParams }: Props) {
  const query = readFinderQuery(await searchParams);
  const [occasions, flavours, result] = await Promise.all([
    listOccasions(),
    listFlavours(),
    findCakes(query).then(existingPage),
  ]);
  const { pagination, products } = result;
  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={BREADCRUMB} />
      <Breadcrumbs items={BREADCRUMB} />
      <h1 className="mt-3 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Find the perfect cake</h1>
      <p className="mt-2 text-gray-700">Tell us the occasion, taste and budget; we show the cakes that fit.</p>

      <form action="/find-cakes" method="get" className="mt-5 grid gap-4 rounded-3xl bg-cocoa-50 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-6 lg:items-end">
        <label className="text-sm font-semibold text-cocoa-900 lg:col-span-1">
          Occasion
          <select name="occasion" defaultValue={query.occasion ?? ''} className={selectClass}>
            <option value="">Any occasion</option>
            {occasions.map((o) => (
              <option key={o.slug} value={o.slug}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-cocoa-900">
          Flavour
          <select name="flavour" defaultValue={query.flavour ?? ''} className={selectClass}>
            <option value="">Any flavour</option>
            {flavours.map((f) => (
              <option key={f.slug} value={f.slug}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-cocoa-900">
          Budget (up to)
          <select name="budget" defaultValue={query.budget ? String(query.budget) : ''} className={selectClass}>
            <option value="">Any budget</option>
            {BUDGETS.map((b) => (
              <option key={b} value={b}>
                {formatNpr(rupeesToPaisa(b))}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-semibold text-cocoa-900">
          Size
          <select name="pound" defaultValue={query.pound ? String(query.pound) : ''} className={selectClass}>
            <option value="">Any size</option>
            {POUNDS.map((p) => (
              <option key={p} value={p}>
                {p} lb
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-cocoa-900">
          <input type="checkbox" name="eggless" value="1" defaultChecked={query.eggless === true} className="h-4 w-4 accent-brand-600" />
          Eggless only
        </label>
        <Button type="submit">Find cakes</Button>
      </form>

      <section aria-labelledby="finder-results" className="mt-6">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="finder-results" className="font-display text-xl font-bold text-cocoa-900">
            {query.submitted ? 'Cakes that match' : 'Our most loved cakes'}
          </h2>
          <p className="text-sm font-medium text-gray-700" aria-live="polite">
            {resultCountText(pagination.total, pagination.currentPage, pagination.perPage, pagination.count)}
          </p>
        </div>
        {products.length > 0 ? (
          <ProductGrid products={products} />
        ) : (
          <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
            <p className="font-semibold text-cocoa-900">No cake matches all of that.</p>
            <p className="mt-1 text-sm text-gray-700">
              Try a bigger budget or fewer choices, or{' '}
              <Link href="/find-cakes" className="font-semibold text-brand-700 underline">
                start again
              </Link>
              .
            </p>
          </div>
        )}
        <PaginationLinks pagination={pagination} hrefFor={(p) => finderHref(query, p)} />
      </section>
    </Container>
  );
}
