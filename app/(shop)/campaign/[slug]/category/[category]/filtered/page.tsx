import type { Metadata } from 'next';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';
import type { SearchParamsInput } from '@/lib/domain/filters';

// /campaign/{c}/category/{category} with a filter or sort in the query (lib/domain/list-rewrites.mjs rewrites it here):
// rendered per request and never cached, because each combination is typed by a visitor and caching them would grow
// without bound (issue 30); the campaign's content and price rules it reads are cached data.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string; category: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, category } = await params;
  return campaignListMetadata(slug, { kind: 'category', slug: category }, await searchParams);
}

export default async function CampaignCategoryFilteredPage({ params, searchParams }: Props) {
  const { slug, category } = await params;
  return <CampaignListPage campaign={slug} facet={{ kind: 'category', slug: category }} params={await searchParams} />;
}
