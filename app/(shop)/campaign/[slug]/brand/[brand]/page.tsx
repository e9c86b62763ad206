import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';
import type { SearchParamsInput } from '@/lib/domain/filters';

type Props = { params: Promise<{ slug: string; brand: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, brand } = await params;
  return campaignListMetadata(slug, { kind: 'brand', slug: brand }, await searchParams);
}

export default async function CampaignBrandPage({ params, searchParams }: Props) {
  await connection();
  const { slug, brand } = await params;
  return <CampaignListPage campaign={slug} facet={{ kind: 'brand', slug: brand }} params={await searchParams} />;
}
