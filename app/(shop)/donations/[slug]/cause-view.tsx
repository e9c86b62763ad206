import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { CauseProgress } from '@/components/donations/cause-progress';
import { DonateForm } from '@/components/donations/donate-form';
import { DonationOutcome } from '@/components/donations/donation-outcome';
import { DonorWall } from '@/components/donations/donor-wall';
import { Container } from '@/components/ui/container';
import { isPastLastPage } from '@/lib/domain/pagination';
import { pageMetadata } from '@/lib/seo/metadata';
import { causeBySlug, causePageData } from '@/lib/server/services/donations';

// /donations/{slug}: one cause — its story, who receives the money (registration and PAN), progress, the form to
// give (eSewa, Khalti, or a cake) and its donor wall. The same HTML for everyone, so it is cached (issue 30): page 1
// at ./page.tsx, ?page=N at ./p/[page] (lib/domain/list-rewrites.mjs). Its totals and wall move only when a gift is
// paid, which ends every cached donations page at once (DONATIONS_TAG, invalidateDonations); nothing on it changes
// by the clock, so there is no edge, and the one-minute lifetime is only a backstop (a payment confirmed with no
// request around it cannot expire a tag). What depends on the giver (the form's state, the outcome of their gift
// after the gateway) is in the browser.

export async function causeMetadata(slug: string, page: number | null): Promise<Metadata> {
  const cause = page === null ? null : await causeBySlug(slug);
  if (!cause || page === null) return {};
  // A later page of the donor wall is canonical to itself, as every paginated list is.
  return pageMetadata({
    title: page > 1 ? `${cause.title} – donors, page ${page}` : cause.title,
    description: cause.summary,
    path: page > 1 ? `/donations/${slug}?page=${page}` : `/donations/${slug}`,
  });
}

/** One cause's page `page` (null: an invalid page number, the 404 as always). */
export async function CauseView({ slug, page }: { slug: string; page: number | null }) {
  if (page === null) notFound();
  const data = await causePageData(slug, page);
  if (!data || isPastLastPage(data.wall.pagination)) notFound();
  const { cause, wall } = data;
  const path = `/donations/${slug}`;
  return (
    <Container className="py-6">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Donations', url: '/donations' }, { name: cause.title, url: path }]} />
      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <article className="flex flex-col gap-4 lg:col-start-1">
          <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{cause.title}</h1>
          <Suspense fallback={null}>
            <DonationOutcome />
          </Suspense>
          <CauseProgress cause={cause} />
          <p className="text-lg text-cocoa-800">{cause.summary}</p>
          {cause.story.map((p) => (
            <p key={p.slice(0, 40)} className="leading-7 text-gray-800">
              {p}
            </p>
          ))}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-2xl bg-cocoa-50 p-4 text-sm text-cocoa-900" data-testid="cause-organisation">
            <dt className="font-semibold">Received by</dt>
            <dd>{cause.organisation}</dd>
            <dt className="font-semibold">Registration</dt>
            <dd>{cause.registrationNo}</dd>
            <dt className="font-semibold">PAN</dt>
            <dd>{cause.pan}</dd>
          </dl>
        </article>
        <aside aria-labelledby="give-title" className="h-fit rounded-3xl border border-cocoa-100 bg-white p-4 sm:p-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <h2 id="give-title" className="font-display text-2xl font-bold text-cocoa-900">
            Give
          </h2>
          <div className="mt-4">
            <DonateForm causeId={cause.id} causeTitle={cause.title} path={path} acceptsCakes={cause.acceptsCakes} cakeAlias={`Gift: ${cause.organisation}`.slice(0, 30)} />
          </div>
        </aside>
        <section aria-labelledby="wall-title" className="lg:col-start-1">
            <h2 id="wall-title" className="font-display text-2xl font-bold text-cocoa-900">
              Donors
            </h2>
            <div className="mt-3">
              <DonorWall donors={wall.donors} showCause={false} />
            </div>
            <PaginationLinks pagination={wall.pagination} hrefFor={(p) => (p > 1 ? `${path}?page=${p}` : path)} />
        </section>
      </div>
    </Container>
  );
}
