import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLdScript } from 'next-seo';
import { cache } from 'react';
import { appliedSignal } from '@/components/careers/applied-signal';
import { ApplyForm } from '@/components/careers/apply-form';
import { CareerFacts } from '@/components/careers/career-facts';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { RichText } from '@/components/content/rich-text';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { RevealOnArrival } from '@/components/ui/reveal-on-arrival';
import { Container } from '@/components/ui/container';
import { employmentTypeSchema } from '@/lib/domain/careers';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { loginHref } from '@/lib/domain/referrer';
import { plainText } from '@/lib/domain/rich-text';
import { absoluteUrl, pageMetadata, SITE_NAME } from '@/lib/seo/metadata';
import { jobLocations } from '@/lib/seo/local-json-ld';
import { logoUrl } from '@/lib/seo/shop';
import { ApiError } from '@/lib/server/http/errors';
import { getCareer } from '@/lib/server/services/careers';
import { rowIdOrNull } from '@/lib/validation/ids';
import { currentMember } from '../../profile/_lib/member';

// /career/{id}: the full posting with JobPosting structured data (validThrough), and the application form for a
// logged-in visitor while it is open. A closed posting says so and takes no applications.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

const loadCareer = cache(async (rawId: string, viewerId: number | null) => {
  const id = rowIdOrNull(rawId);
  if (id === null) notFound();
  try {
    return await getCareer(id, viewerId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const career = await loadCareer(id, null);
  return pageMetadata({
    title: `${career.title} – ${career.location}`,
    description: `${career.employmentTypeLabel}, ${career.department}. ${career.summary}`,
    path: `/career/${career.id}`,
    noindex: !career.isOpen,
  });
}

export default async function CareerPage({ params }: Props) {
  const { id } = await params;
  const member = await currentMember();
  const career = await loadCareer(id, member?.id ?? null);
  const path = `/career/${career.id}`;
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Careers', url: '/careers' },
    { name: career.title, url: path },
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: career.title,
    description: plainText(career.sections),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(career.id) },
    datePosted: career.opensAt,
    validThrough: career.closesAt,
    employmentType: employmentTypeSchema(career.employmentType),
    // A business's vacancy (issue 14) is hired for by that business; the shop's own postings by the shop.
    hiringOrganization: career.business
      ? { '@type': 'Organization', name: career.business.name, sameAs: absoluteUrl(career.business.url) }
      : { '@type': 'Organization', name: SITE_NAME, sameAs: absoluteUrl('/'), logo: logoUrl() },
    // Town, province, postal code and country for each town the location names (Google asks for all of them).
    jobLocation: jobLocations(career.location),
    ...(career.salaryMin !== null || career.salaryMax !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'NPR',
            value: { '@type': 'QuantitativeValue', minValue: (career.salaryMin ?? career.salaryMax ?? 0) / 100, maxValue: (career.salaryMax ?? career.salaryMin ?? 0) / 100, unitText: 'MONTH' },
          },
        }
      : {}),
  };

  let applyPanel;
  if (career.ownedByViewer) {
    applyPanel = (
      <div role="status" className="rounded-2xl border border-cocoa-200 bg-cocoa-50 p-5">
        <p className="font-semibold text-cocoa-900">This is your business’s vacancy.</p>
        <ButtonLink href={`/profile/vacancy/${career.id}`} variant="secondary" className="mt-4">
          Read its applications
        </ButtonLink>
      </div>
    );
  } else if (career.application) {
    applyPanel = (
      <RevealOnArrival signal={appliedSignal(career.id)} className="rounded-2xl border border-leaf-500/30 bg-leaf-500/10 p-5">
        <p className="font-semibold text-cocoa-900">You applied on {formatKathmanduDate(career.application.createdAt, 'd MMMM yyyy')}.</p>
        <p className="mt-1 text-sm text-gray-800">Status: {career.application.statusLabel}.</p>
        <Link href="/profile/applications" prefetch={false} className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          See my applications
        </Link>
      </RevealOnArrival>
    );
  } else if (!career.isOpen) {
    applyPanel = (
      <div role="status" className="rounded-2xl border border-cocoa-200 bg-cocoa-50 p-5">
        <p className="font-semibold text-cocoa-900">This position closed on {formatKathmanduDate(career.closesAt, 'd MMMM yyyy')}.</p>
        <p className="mt-1 text-sm text-gray-800">It no longer takes applications. See the positions that are open now.</p>
        <ButtonLink href="/careers" variant="secondary" className="mt-4">
          Open positions
        </ButtonLink>
      </div>
    );
  } else if (!member) {
    applyPanel = (
      <div className="rounded-2xl border border-cocoa-100 bg-cocoa-50 p-5">
        <h2 className="font-display text-xl font-bold text-cocoa-900">Apply for this position</h2>
        <p className="mt-1 text-sm text-gray-800">Log in or create an account to apply with your CV and follow your application.</p>
        <ButtonLink href={loginHref(path)} className="mt-4">
          Log in to apply
        </ButtonLink>
      </div>
    );
  } else {
    applyPanel = (
      <div className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
        <ApplyForm careerId={career.id} phone={member.phone ?? ''} />
      </div>
    );
  }

  return (
    <Container className="py-6 sm:py-10">
      <BreadcrumbJsonLd items={crumbs} />
      <JsonLdScript data={jsonLd} id="jobposting-jsonld" scriptKey="jobposting-jsonld" />
      <Breadcrumbs items={crumbs} />
      <div className="mt-4 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
        <article className="min-w-0 max-w-3xl">
          <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{career.title}</h1>
          {career.isOpen ? null : (
            <p className="mt-3 inline-block rounded-full bg-gray-200 px-3 py-1 text-sm font-semibold text-gray-800">Closed: no longer taking applications</p>
          )}
          <p className="mt-3 text-lg leading-8 text-gray-800">{career.summary}</p>
          <CareerFacts career={career} className="mt-5 rounded-2xl border border-cocoa-100 bg-cocoa-50 p-4" />
          {career.business ? (
            <p className="mt-3 text-sm text-gray-800">
              Posted by{' '}
              <Link href={career.business.url} prefetch={false} className="font-semibold text-brand-700 underline">
                {career.business.name}
              </Link>
              , a business in the Upahar Ghar community. Applications and CVs go to them.
            </p>
          ) : null}
          <RichText doc={career.sections} className="mt-2" />
        </article>
        <aside id="apply" className="mt-10 lg:mt-0">
          <div className="lg:sticky lg:top-28">{applyPanel}</div>
        </aside>
      </div>
    </Container>
  );
}
