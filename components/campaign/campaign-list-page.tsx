import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignStatus } from '@/components/campaign/campaign-status';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { campaignBrandUrl, campaignCategoryUrl } from '@/lib/domain/campaign-types';
import { filtersFromSearchParams, type SearchParamsInput } from '@/lib/domain/filters';
import { listCampaignProducts } from '@/lib/server/services/campaigns/campaign-page';
import { isPastLastPage } from '@/lib/domain/pagination';
import { toServiceFilters } from '@/app/(shop)/_lib/list-query';

// /campaign/{c}/category/{cat} and /campaign/{c}/brand/{b}: the campaign's products in one category or brand, with
// the catalogue's filters, sort and pages of 24; cached per page like the campaign page (the pages under
// app/(shop)/campaign/[slug]/category and brand), rendered per request only when filtered or sorted.

type Facet = { kind: 'category' | 'brand'; slug: string };
const SLUG = /^[a-z0-9-]{1,160}$/;

const pathOf = (campaign: string, facet: Facet) =>
  facet.kind === 'category' ? campaignCategoryUrl(campaign, facet.slug) : campaignBrandUrl(campaign, facet.slug);

export async function campaignListMetadata(campaign: string, facet: Facet, params: SearchParamsInput): Promise<Metadata> {
  if (!SLUG.test(campaign) || !SLUG.test(facet.slug)) return {};
  const page = await listCampaignProducts(campaign, facet, { perPage: 1 });
  if (!page) return {};
  return listMetadata({
    title: `${page.facet.name} in the ${page.campaign.name}`,
    description: `${page.facet.name} at ${page.campaign.name} prices: ${page.campaign.tagline || page.campaign.description}`,
    basePath: pathOf(campaign, facet),
    filters: filtersFromSearchParams(params),
  });
}

export async function CampaignListPage({ campaign, facet, params }: { campaign: string; facet: Facet; params: SearchParamsInput }) {
  if (!SLUG.test(campaign) || !SLUG.test(facet.slug)) notFound();
  const filters = filtersFromSearchParams(params);
  const page = await listCampaignProducts(campaign, facet, toServiceFilters(filters));
  if (!page || isPastLastPage(page.pagination)) notFound();
  const breadcrumb = [
    { name: 'Home', url: '/' },
    { name: page.campaign.name, url: page.campaign.url },
    { name: page.facet.name, url: pathOf(campaign, facet) },
  ];
  return (
    <>
      <BreadcrumbJsonLd items={breadcrumb} />
      <ProductListView
        title={`${page.facet.name} in the ${page.campaign.name}`}
        eyebrow={facet.kind === 'category' ? 'Campaign category' : 'Campaign brand'}
        intro={<CampaignStatus campaign={page.campaign} />}
        breadcrumb={breadcrumb}
        basePath={pathOf(campaign, facet)}
        filters={filters}
        list={page}
      />
    </>
  );
}
