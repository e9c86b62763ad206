import type { Metadata } from 'next';
import { filtersFromSearchParams, type SearchParamsInput } from '@/lib/domain/filters';
import { CampaignView, campaignMetadata } from '../campaign-view';

// /campaign/{slug} with a filter or sort in the query (next.config.mjs rewrites it here): rendered per request and
// never cached, because each combination is typed by a visitor and caching them would grow without bound (issue 30);
// the campaign's content and price rules it reads are cached data.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return campaignMetadata((await params).slug, filtersFromSearchParams(await searchParams));
}

export default async function CampaignFilteredPage({ params, searchParams }: Props) {
  return <CampaignView slug={(await params).slug} filters={filtersFromSearchParams(await searchParams)} />;
}
