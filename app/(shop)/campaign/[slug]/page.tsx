import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
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
import { filtersFromSearchParams, type SearchParamsInput } from '@/lib/domain/filters';
import { loadCampaignContent } from '@/lib/server/services/campaigns/campaign-content';
import { getCampaignView } from '@/lib/server/services/campaigns/campaign-page';
import { existingPage } from '../../_lib/list-page';
import { toServiceFilters } from '../../_lib/list-query';

// /campaign/{slug}: rendered on every request from cached content (campaign-content.ts), because what it shows
// changes at exact seconds (a flash sale starting or ending, a campaign price): no page-level cache can then hold a
// sale price past its end. The content and the price rules are cached; states and prices are decided at the request.

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParamsInput> };

const SLUG = /^[a-z0-9-]{1,160}$/;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!SLUG.test(slug)) return {};
  const content = await loadCampaignContent(slug);
  if (!content) return {};
  const c = content.campaign;
  return listMetadata({ title: c.name, description: c.tagline || c.description, basePath: `/campaign/${slug}`, filters: filtersFromSearchParams(await searchParams), image: null });
}

export default async function CampaignPage({ params, searchParams }: Props) {
  await connection();
  const { slug } = await params;
  if (!SLUG.test(slug)) notFound();
  const filters = filtersFromSearchParams(await searchParams);
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
