import type { Metadata } from 'next';
import Link from 'next/link';
import { CareerCard } from '@/components/careers/career-card';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';
import { cachedUntil } from '@/lib/server/page-edges';
import { CAREERS_TAG, careersNextChange, listCareers } from '@/lib/server/services/careers';
import { existingPage } from '../_lib/list-page';

// /careers (the header's Vacancies) and its pages: open positions, closing soonest first, and those that closed
// recently. Cached for everyone (page.tsx, p/[page]); whether a posting is open depends on the hour, so each copy ends
// at the next posting's opening or closing (careersNextChange → cachedUntil), and a vacancy's edit ends it at once
// (CAREERS_TAG).

/** Page 1 is /careers; page 2 onward is canonical to itself (what it lists is found nowhere else). */
export function careersMetadata(page: number): Metadata {
  return pageMetadata({
    title: `Careers at Upahar Ghar: bakers, decorators, riders${page > 1 ? ` – page ${page}` : ''}`,
    description:
      'Join Upahar Ghar in Kathmandu, Lalitpur and Pokhara: open positions for bakers, cake decorators, delivery riders, customer care and developers.',
    path: page > 1 ? `/careers?page=${page}` : '/careers',
  });
}

const CRUMBS = [
  { name: 'Home', url: '/' },
  { name: 'Careers', url: '/careers' },
];

/** The page's list, at the instant it renders; the cached copy ends at the list's next change or a vacancy's edit. */
async function loadCareers(page: number) {
  const now = Date.now();
  const [list, edge] = await Promise.all([listCareers(page, now), careersNextChange(now)]);
  await cachedUntil(edge, now, [CAREERS_TAG]);
  return list;
}

export async function CareersView({ page }: { page: number }) {
  const { careers, recentlyClosed, pagination } = existingPage(await loadCareers(page));
  return (
    <Container className="py-6 sm:py-10">
      <BreadcrumbJsonLd items={CRUMBS} />
      <Breadcrumbs items={CRUMBS} />
      <div className="mt-4 max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">Work with us</h1>
        <p className="mt-3 text-lg leading-8 text-gray-800">
          About 120 bakers, decorators, florists, riders, customer care and technology people make Upahar Ghar. Most of our kitchen
          leads started with us; if you care about doing a thing well, we would like to hear from you.
        </p>
      </div>

      <section aria-labelledby="open-positions" className="mt-8">
        <h2 id="open-positions" className="font-display text-2xl font-bold text-cocoa-900">
          Open positions <span className="text-base font-normal text-gray-700">({pagination.total})</span>
        </h2>
        {careers.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-6 text-gray-800">
            No positions are open right now. New ones appear here first, usually before Dashain and Tihar.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {careers.map((career) => (
              <CareerCard key={career.id} career={career} />
            ))}
          </ul>
        )}
        {pagination.totalPages > 1 ? (
          <nav aria-label="Position pages" className="mt-4 flex gap-4 text-sm">
            {page > 1 ? <Link href={`/careers?page=${page - 1}`} className="text-brand-700 underline">Previous positions</Link> : null}
            {page < pagination.totalPages ? <Link href={`/careers?page=${page + 1}`} className="text-brand-700 underline">More positions</Link> : null}
          </nav>
        ) : null}
      </section>

      {recentlyClosed.length ? (
        <section aria-labelledby="closed-positions" className="mt-12">
          <h2 id="closed-positions" className="font-display text-2xl font-bold text-cocoa-900">
            Recently closed
          </h2>
          <p className="mt-1 text-sm text-gray-700">These no longer take applications; similar positions open again most years.</p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {recentlyClosed.map((career) => (
              <CareerCard key={career.id} career={career} />
            ))}
          </ul>
        </section>
      ) : null}
    </Container>
  );
}
