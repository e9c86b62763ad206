import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JsonLdScript } from 'next-seo';
import { cache } from 'react';
import { BusinessFollow } from '@/components/businesses/business-follow';
import { BusinessLogo } from '@/components/businesses/business-logo';
import { CareerCard } from '@/components/careers/career-card';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Container } from '@/components/ui/container';
import { personUrl } from '@/lib/domain/people';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { postalAddress } from '@/lib/seo/local-json-ld';
import { absoluteUrl, pageMetadata } from '@/lib/seo/metadata';
import { ApiError } from '@/lib/server/http/errors';
import { getPublicBusiness } from '@/lib/server/services/businesses';

// /business/{slug}: a verified business's public page (ISR, a minute): who they are, where (the map pin), their open
// vacancies and their followers. Pending or rejected businesses and unknown slugs are the 404 page.
export const revalidate = 60; // policy: business
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

const SCHEMA_TYPE: Record<string, string> = { bakery: 'Bakery', florist: 'Florist', hotel: 'Hotel', restaurant: 'Restaurant', cafe: 'CafeOrCoffeeShop', courier: 'LocalBusiness' };

const load = cache(async (slug: string) => {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  try {
    return await getPublicBusiness(slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const business = await load((await params).slug);
  return pageMetadata({ title: `${business.name} – ${business.typeLabel} in ${business.city}`, description: business.description.slice(0, 160), path: business.url });
}

export default async function BusinessPage({ params }: Props) {
  const business = await load((await params).slug);
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: 'Careers', url: '/careers' },
    { name: business.name, url: business.url },
  ];
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPE[business.type] ?? 'LocalBusiness',
    name: business.name,
    description: business.description,
    url: absoluteUrl(business.url),
    ...(business.logoUrl ? { logo: absoluteUrl(business.logoUrl) } : {}),
    address: postalAddress(business.address, business.city),
    geo: { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude },
  };
  const mapUrl = `https://www.openstreetmap.org/?mlat=${business.latitude}&mlon=${business.longitude}#map=17/${business.latitude}/${business.longitude}`;
  return (
    <Container className="py-6 sm:py-10">
      <BreadcrumbJsonLd items={crumbs} />
      <JsonLdScript data={jsonLd} id="business-jsonld" scriptKey="business-jsonld" />
      <Breadcrumbs items={crumbs} />
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center">
        <BusinessLogo name={business.name} url={business.logoUrl} size={96} />
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{business.name}</h1>
          <p className="mt-1 text-gray-800">
            {business.typeLabel} · {business.city}
            {business.verifiedAt ? <span className="ml-2 rounded-full bg-leaf-500/15 px-2.5 py-0.5 text-sm font-semibold text-leaf-700">Verified {formatKathmanduDate(business.verifiedAt, 'MMMM yyyy')}</span> : null}
          </p>
          <p className="mt-1 text-sm text-gray-700">
            Run by{' '}
            <Link href={personUrl(business.owner.username)} prefetch={false} className="font-semibold text-brand-700 underline">
              {business.owner.name}
            </Link>
          </p>
          <BusinessFollow businessId={business.id} name={business.name} followers={business.followerCount} />
        </div>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="vacancies-title" className="min-w-0">
          <h2 id="vacancies-title" className="font-display text-2xl font-bold text-cocoa-900">
            Open vacancies
          </h2>
          {business.vacancies.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-6 text-sm text-gray-800">{business.name} is not hiring right now. Other jobs are on our careers page.</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {business.vacancies.map((v) => (
                <CareerCard
                  key={v.id}
                  career={{
                    id: v.id,
                    slug: String(v.id),
                    title: v.title,
                    department: business.name,
                    location: v.location,
                    employmentType: v.type,
                    employmentTypeLabel: v.typeLabel,
                    summary: v.description.length > 180 ? `${v.description.slice(0, 179).replace(/\s+\S*$/, '')}…` : v.description,
                    salaryMin: v.salaryMin,
                    salaryMax: v.salaryMax,
                    opensAt: v.createdAt,
                    closesAt: v.closesAt,
                    isOpen: v.isOpen,
                    business: null,
                  }}
                />
              ))}
            </ul>
          )}
        </section>
        <aside className="flex flex-col gap-4">
          <section aria-labelledby="about-title" className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
            <h2 id="about-title" className="font-display text-xl font-bold text-cocoa-900">
              About
            </h2>
            <p className="mt-2 whitespace-pre-line text-sm leading-6 text-gray-800">{business.description}</p>
          </section>
          <section aria-labelledby="where-title" className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
            <h2 id="where-title" className="font-display text-xl font-bold text-cocoa-900">
              Where
            </h2>
            <p className="mt-2 text-sm text-gray-800">
              {business.address}, {business.city}
            </p>
            <a href={mapUrl} rel="noopener noreferrer" target="_blank" className="mt-2 inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline">
              See the pin on the map<span className="sr-only"> (opens OpenStreetMap in a new tab)</span>
            </a>
          </section>
        </aside>
      </div>
    </Container>
  );
}
