import type { Metadata } from 'next';
import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { JsonLdScript } from 'next-seo';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { isSvg } from '@/components/product/media';
import { ProductGrid } from '@/components/product/product-grid';
import { StarRating } from '@/components/product/star-rating';
import { Container } from '@/components/ui/container';
import { storeDescription } from '@/lib/seo/descriptions';
import { storeJsonLd } from '@/lib/seo/local-json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { getStore, storeBestSellers } from '@/lib/server/services/catalogue';

// A seller's profile: banner, logo, address, hours, rating and a teaser of its best sellers.
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStore((await params).slug);
  if (!store) return {};
  return pageMetadata({
    title: `${store.name}, ${store.city}`,
    description: storeDescription(store),
    path: store.url,
  });
}

export default async function StorePage({ params }: Props) {
  const { slug } = await params;
  const store = await getStore(slug);
  if (!store) notFound();
  const bestSellers = await storeBestSellers(store.id, 8);
  const breadcrumb = [
    { name: 'Home', url: '/' },
    { name: store.name, url: store.url },
  ];
  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={breadcrumb} />
      {/* The store as a LocalBusiness (Bakery, Florist…): address, map point, phone and hours from its row. */}
      <JsonLdScript data={storeJsonLd(store)} id="store-jsonld" scriptKey="store-jsonld" />
      <Breadcrumbs items={breadcrumb} />
      <section className="mt-3 overflow-hidden rounded-3xl border border-cocoa-100 bg-white shadow-sm">
        {/* The banner is cropped to its box (object-cover): the store's art is wordless, the name is the heading below. */}
        <div className="aspect-[3/1] bg-cocoa-100 sm:aspect-[4/1]">
          <Image
            src={store.banner}
            alt=""
            width={1600}
            height={600}
            priority
            unoptimized={isSvg(store.banner)}
            sizes="(min-width: 1280px) 1232px, 100vw"
            className="h-full w-full object-cover"
          />
        </div>
        <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-6">
          <Image
            src={store.logo}
            alt={`${store.name} logo`}
            width={96}
            height={96}
            unoptimized={isSvg(store.logo)}
            // relative: drawn above the banner it overlaps (a positioned banner used to paint over its top half).
            className="relative -mt-14 h-20 w-20 shrink-0 rounded-2xl border-4 border-white bg-white shadow sm:-mt-16 sm:h-24 sm:w-24"
          />
          <div className="flex-1">
            <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">
              {store.name}
              {store.isVerified ? (
                <span className="ml-2 inline-block rounded-full bg-leaf-700 px-2 py-0.5 align-middle font-sans text-xs font-semibold text-white">
                  Verified seller
                </span>
              ) : null}
            </h1>
            {store.ratingCount > 0 ? (
              <div className="mt-1 flex items-center gap-2 text-sm text-gray-700">
                <StarRating value={store.ratingAverage} size="md" />
                <span>
                  {store.ratingAverage.toFixed(1)} from {store.ratingCount} ratings
                </span>
              </div>
            ) : null}
            {store.description ? <p className="mt-3 max-w-3xl text-gray-700">{store.description}</p> : null}
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="font-semibold text-cocoa-900">Address</dt>
                <dd className="text-gray-700">
                  {store.address}, {store.city}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-cocoa-900">Opening hours</dt>
                <dd className="text-gray-700">{store.openingHours}</dd>
              </div>
              <div>
                <dt className="font-semibold text-cocoa-900">Phone</dt>
                <dd>
                  <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
                    {store.phone}
                  </a>
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
      <section aria-labelledby="store-products" className="py-8">
        <div className="mb-4 flex items-end justify-between">
          <h2 id="store-products" className="font-display text-xl font-bold text-cocoa-900 sm:text-2xl">
            Best sellers from {store.name}
          </h2>
          <Link href={`${store.url}/products`} className="text-sm font-semibold text-brand-700 hover:underline">
            All {store.productCount} products ›
          </Link>
        </div>
        {bestSellers.length > 0 ? (
          <ProductGrid products={bestSellers} />
        ) : (
          <p className="text-gray-700">This store has no products listed right now.</p>
        )}
      </section>
    </Container>
  );
}
