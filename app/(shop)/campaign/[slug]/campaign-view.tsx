import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BannerTracker } from '@/components/campaign/banner-tracker';
import { CampaignSliders } from '@/components/campaign/campaign-banners';
import { CampaignFacets, CampaignOffersSection, FeatureDeals } from '@/components/campaign/campaign-sections';
import { CampaignStatus } from '@/components/campaign/campaign-status';
import { FlashSale } from '@/components/campaign/flash-sale';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { CampaignJsonLd } from '@/components/seo/campaign-json-ld';
import { ArtImage } from '@/components/ui/art-image';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { loadCampaignContent } from '@/lib/server/services/campaigns/campaign-content';
import { getCampaignView } from '@/lib/server/services/campaigns/campaign-page';
import { existingPage } from '../../_lib/list-page';
import { toServiceFilters } from '../../_lib/list-query';

// /campaign/{slug}, its pages (?page=N, rewritten to ./p/[page] by next.config.mjs) and its filtered lists
// (./filtered). The same HTML for every shopper, so it is cached (issue 30), also during a flash sale: the view is
// decided at the instant it renders, and the service ends the cached copy at the view's next edge (a sale starting or
// ending, a price changing: getCampaignView → cachedUntil) or when a deal sells out (its tag). Nothing here depends on
// the shopper: the cart and their deal limits load in the browser, and the countdowns tick there from the end time.

const SLUG = /^[a-z0-9-]{1,160}$/;

export async function campaignMetadata(slug: string, filters: CatalogueFilters): Promise<Metadata> {
  if (!SLUG.test(slug)) return {};
  const content = await loadCampaignContent(slug);
  if (!content) return {};
  const c = content.campaign;
  return listMetadata({ title: c.name, description: c.tagline || c.description, basePath: `/campaign/${slug}`, filters, image: null });
}

export async function CampaignView({ slug, filters }: { slug: string; filters: CatalogueFilters }) {
  if (!SLUG.test(slug)) notFound();
  const now = new Date();
  const view = await getCampaignView(slug, toServiceFilters(filters), now);
  if (!view) notFound();
  existingPage(view.products);
  const { campaign } = view;
  const breadcrumb = [{ name: 'Home', url: '/' }, { name: campaign.name, url: campaign.url }];
  const running = campaign.status === 'running';
  return (
    <>
      <BreadcrumbJsonLd items={breadcrumb} />
      <CampaignJsonLd view={view} />
      <ProductListView
        title={campaign.name}
        eyebrow="Festival campaign"
        intro={
          <div className="space-y-2">
            <p>{campaign.tagline || campaign.description}</p>
            <CampaignStatus campaign={campaign} />
          </div>
        }
        media={<ArtImage src={campaign.icon} alt="" width={96} height={96} sizes="96px" className="hidden h-24 w-24 sm:block" />}
        breadcrumb={breadcrumb}
        basePath={campaign.url}
        filters={filters}
        list={view.products}
      >
        <div className="mb-10 space-y-10">
          <BannerTracker>
            <CampaignSliders slides={view.sliders} name={campaign.name} />
          </BannerTracker>
          {running && view.flashSale ? <FlashSale sale={view.flashSale} now={now} /> : null}
          {running ? <FeatureDeals deals={view.featureDeals} /> : null}
          <CampaignOffersSection offers={view.offers} />
          <CampaignFacets view={view} />
          <h2 id="campaign-products" className="sec-title scroll-mt-24">
            Everything in the {campaign.name}
          </h2>
        </div>
      </ProductListView>
    </>
  );
}
