import Link from 'next/link';
import type { CampaignView } from '@/lib/domain/campaign-types';
import { ArtImage } from '@/components/ui/art-image';
import { ProductGrid } from '@/components/product/product-grid';
import { SectionTitle } from '@/components/ui/section-title';
import { BannerTracker } from './banner-tracker';
import { CampaignOffers } from './campaign-banners';

// The parts of a campaign page between its hero and its full product list: feature deals, offers, and the
// campaign's categories, brands and stores (each a way into the campaign's own lists).

export function FeatureDeals({ deals }: { deals: CampaignView['featureDeals'] }) {
  if (deals.length === 0) return null;
  const limits = [...new Set(deals.map((d) => d.perCustomerLimit).filter((n): n is number => n !== null))];
  return (
    <section id="feature-deals" aria-labelledby="feature-deals-title" className="scroll-mt-24">
      <SectionTitle id="feature-deals-title" subtitle={limits.length === 1 ? `At most ${limits[0]} of each per customer at the deal price.` : undefined}>
        Feature deals
      </SectionTitle>
      <ProductGrid products={deals} />
    </section>
  );
}

export function CampaignOffersSection({ offers }: { offers: CampaignView['offers'] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="campaign-offers-title">
      <SectionTitle id="campaign-offers-title">Offers</SectionTitle>
      <BannerTracker>
        <CampaignOffers offers={offers} />
      </BannerTracker>
    </section>
  );
}

export function CampaignFacets({ view }: { view: CampaignView }) {
  const { categories, brands, stores } = view;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {categories.length > 0 ? (
        <section aria-labelledby="campaign-categories-title">
          <h2 id="campaign-categories-title" className="sec-title mb-3">
            Shop by category
          </h2>
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link href={c.campaignUrl} className="chip gap-1" prefetch={false}>
                  {c.name} <span className="text-gray-700">({c.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {brands.length > 0 ? (
        <section aria-labelledby="campaign-brands-title">
          <h2 id="campaign-brands-title" className="sec-title mb-3">
            Brands
          </h2>
          <ul className="flex flex-wrap gap-2">
            {brands.map((b) => (
              <li key={b.id}>
                <Link href={b.campaignUrl} className="chip gap-1" prefetch={false}>
                  {b.name} <span className="text-gray-700">({b.productCount})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {stores.length > 0 ? (
        <section aria-labelledby="campaign-stores-title">
          <h2 id="campaign-stores-title" className="sec-title mb-3">
            Stores
          </h2>
          <ul className="grid gap-2">
            {stores.map((s) => (
              <li key={s.id}>
                <Link href={s.url} prefetch={false} className="flex items-center gap-3 rounded-xl border border-cocoa-100 bg-white p-2 hover:border-brand-300">
                  <ArtImage src={s.logo} alt="" width={40} height={40} sizes="40px" className="h-10 w-10 rounded-full" />
                  <span>
                    <span className="block font-semibold text-cocoa-900">{s.name}</span>
                    <span className="block text-xs text-gray-700">{s.city}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
