import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { CauseCard } from '@/components/donations/cause-card';
import { DonationOutcome } from '@/components/donations/donation-outcome';
import { DonorWall } from '@/components/donations/donor-wall';
import { Container } from '@/components/ui/container';
import { isPastLastPage } from '@/lib/domain/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { donationsPageData } from '@/lib/server/services/donations';
import { pageQuerySchema } from '@/lib/validation/catalogue';

// /donations: the causes (goal, raised, donors) and everyone's gifts, newest first. Cached for everyone (page.tsx,
// p/[page]: ?page=N is rewritten there by next.config.mjs) until a gift is counted (donationsPageData carries the
// `donations` tag), a minute at most: a few indexed reads, the wall a page of its index.

const TITLE = 'Give a cake, a meal or relief';
const DESCRIPTION =
  'Give to a children’s home’s birthday cakes, festival meals at an old-age home, or flood relief along the Koshi: by eSewa or Khalti, or send a cake. Every rupee goes to the cause.';

/** The wall's page of a `?page` value (the p/[page] segment), or null (then: the 404, as an invalid number always was). */
export function donationsPage(raw: string): number | null {
  const parsed = pageQuerySchema.safeParse({ page: raw });
  return parsed.success ? parsed.data.page : null;
}

export function donationsMetadata(page: number | null): Metadata {
  return pageMetadata({ title: page && page > 1 ? `${TITLE} – donors, page ${page}` : TITLE, description: DESCRIPTION, path: page && page > 1 ? `/donations?page=${page}` : '/donations' });
}

export async function DonationsView({ page }: { page: number | null }) {
  if (page === null) notFound();
  const { causes, wall } = await donationsPageData(page);
  if (isPastLastPage(wall.pagination)) notFound();
  return (
    <Container className="py-6">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Donations', url: '/donations' }]} />
      <header className="mt-4 max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{TITLE}</h1>
        <p className="mt-2 text-gray-700">{DESCRIPTION}</p>
      </header>
      <div className="mt-4">
        <Suspense fallback={null}>
          <DonationOutcome />
        </Suspense>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Causes">
        {causes.map((c) => (
          <li key={c.id} className="flex">
            <CauseCard cause={c} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="wall-title" className="mt-10 max-w-3xl">
        <h2 id="wall-title" className="font-display text-2xl font-bold text-cocoa-900">
          Donor wall
        </h2>
        <p className="mt-1 text-sm text-gray-700">{wall.pagination.total} gifts so far. Thank you, every one of you.</p>
        <div className="mt-4">
          <DonorWall donors={wall.donors} showCause />
        </div>
        <PaginationLinks pagination={wall.pagination} hrefFor={(p) => (p > 1 ? `/donations?page=${p}` : '/donations')} />
      </section>
    </Container>
  );
}
