import type { Metadata } from 'next';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';
import type { SearchParamsInput } from '@/lib/domain/filters';

// /campaign/{c}/brand/{brand} with a filter or sort in the query (lib/domain/list-rewrites.mjs rewrites it here):
// rendered per request and never cached, because each combination is typed by a visitor and caching them would grow
// without bound (issue 30); the campaign's content and price rules it reads are cached data.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string; brand: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, brand } = await params;
  return campaignListMetadata(slug, { kind: 'brand', slug: brand }, await searchParams);
}

export default async function CampaignBrandFilteredPage({ params, searchParams }: Props) {
  const { slug, brand } = await params;
  return <CampaignListPage campaign={slug} facet={{ kind: 'brand', slug: brand }} params={await searchParams} />;
}
