import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CampaignPriceNote } from '@/components/campaign/campaign-price-note';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { CompareButton } from '@/components/compare/compare-button';
import { AddToCartButtons } from '@/components/product/add-to-cart-buttons';
import { DeliveryInfo } from '@/components/product/delivery-info';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductPurchase } from '@/components/product/product-purchase';
import { StarRating } from '@/components/product/star-rating';
import { WishlistButton } from '@/components/product/wishlist-button';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ProductJsonLd } from '@/components/seo/product-json-ld';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import { maxLineQuantity } from '@/lib/domain/cart-rules';
import { availabilityText } from '@/lib/domain/product-availability';
import { productDescription } from '@/lib/seo/descriptions';
import { pageMetadata } from '@/lib/seo/metadata';
import { getAutomobile } from '@/lib/server/services/compare/automobiles';

// /automobile/{slug}: a scooter, e-bike or moped with its specs (SPEC maps other product types to '/', but a
// shopper needs a page for what they can buy). Cached like the product page; its price follows campaigns.
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };
const SLUG = /^[a-z0-9-]{1,160}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const vehicle = SLUG.test(slug) ? await getAutomobile(slug) : null;
  if (!vehicle) return {};
  return pageMetadata({ title: vehicle.name, description: productDescription(vehicle), path: `/automobile/${vehicle.slug}` });
}

export default async function AutomobilePage({ params }: Props) {
  const { slug } = await params;
  const vehicle = SLUG.test(slug) ? await getAutomobile(slug) : null;
  if (!vehicle) notFound();
  const { specs } = vehicle;
  const facts: Array<[string, string]> = specs
    ? [
        ['Type', specs.vehicleKind],
        ['Range', `${specs.rangeKm} km per charge`],
        ['Top speed', `${specs.topSpeedKmh} km/h`],
        ['Motor', `${specs.motorWatts.toLocaleString('en-IN')} W`],
        ['Battery', `${(specs.batteryWh / 1000).toFixed(1)} kWh`],
        ['Charging time', `${specs.chargeHours} hours`],
        ['Weight', `${specs.weightKg} kg`],
        ['Carries up to', `${specs.payloadKg} kg`],
        ['Licence needed', specs.licenceNeeded ? 'Yes, a two-wheeler licence' : 'No'],
        ['Warranty', specs.warranty],
      ]
    : [];
  const images = vehicle.images.length > 0 ? vehicle.images : [vehicle.image];
  const breadcrumb = [
    { name: 'Home', url: '/' },
    { name: vehicle.category.name, url: vehicle.category.url },
    { name: vehicle.name, url: `/automobile/${vehicle.slug}` },
  ];
  return (
    <Container className="py-6">
      <ProductPurchase productId={vehicle.id} name={vehicle.name} cake={null} maxQuantity={maxLineQuantity(vehicle.type, vehicle.stock)} soldOut={!vehicle.inStock}>
        <ProductJsonLd product={vehicle} />
        <BreadcrumbJsonLd items={breadcrumb} />
        <Breadcrumbs items={breadcrumb} />
        <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
          <ProductGallery images={images} name={vehicle.name} art={null} />
          <div className="flex flex-col gap-4">
            <div>
              <h1 className="font-display text-2xl font-bold leading-tight text-cocoa-900 sm:text-3xl">{vehicle.name}</h1>
              <p className="mt-1 text-sm text-gray-700">
                Sold by{' '}
                <Link href={vehicle.store.url} className="font-semibold text-brand-700 hover:underline">
                  {vehicle.store.name}
                </Link>
                {vehicle.store.city ? `, ${vehicle.store.city}` : ''}
              </p>
              {vehicle.reviewsSummary.count > 0 ? (
                <p className="mt-2 inline-flex items-center gap-2 text-sm text-gray-700">
                  <StarRating value={vehicle.reviewsSummary.average} size="md" />
                  {vehicle.reviewsSummary.average.toFixed(1)} · {vehicle.reviewsSummary.count} reviews
                </p>
              ) : null}
            </div>
            <p data-testid="product-price" className="text-2xl">
              <Price amount={vehicle.sellingPrice} listPrice={vehicle.salePrice === null ? null : vehicle.price} exact />
            </p>
            {vehicle.campaign ? <CampaignPriceNote tag={vehicle.campaign} /> : null}
            <AddToCartButtons productId={vehicle.id} name={vehicle.name} />
            <p className={`text-sm font-semibold ${vehicle.inStock ? 'text-leaf-700' : 'text-brand-800'}`}>
              {availabilityText({ inStock: vehicle.inStock, isReadyMade: vehicle.isReadyMade, isConfigurableCake: false })}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <WishlistButton productId={vehicle.id} productType={vehicle.type} name={vehicle.name} variant="page" />
              <CompareButton productId={vehicle.id} name={vehicle.name} kind="automobile" />
            </div>
            {vehicle.shortDescription ? <p className="text-gray-800">{vehicle.shortDescription}</p> : null}
            <DeliveryInfo product={vehicle} />
          </div>
        </div>
        {facts.length > 0 ? (
          <section aria-labelledby="specs" className="mt-8 border-t border-cocoa-100 py-8">
            <h2 id="specs" className="mb-4 font-display text-xl font-bold text-cocoa-900 sm:text-2xl">
              Specifications
            </h2>
            <dl className="grid max-w-3xl gap-x-8 sm:grid-cols-2" data-testid="automobile-specs">
              {facts.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 border-b border-cocoa-100 py-2">
                  <dt className="font-semibold text-cocoa-900">{label}</dt>
                  <dd className="text-right text-gray-800">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
        {vehicle.description ? (
          <section aria-labelledby="description" className="border-t border-cocoa-100 py-8">
            <h2 id="description" className="mb-4 font-display text-xl font-bold text-cocoa-900 sm:text-2xl">
              Description
            </h2>
            <div className="max-w-3xl whitespace-pre-line text-gray-800">{vehicle.description}</div>
          </section>
        ) : null}
      </ProductPurchase>
    </Container>
  );
}
