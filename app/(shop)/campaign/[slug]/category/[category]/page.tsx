import type { Metadata } from 'next';
import { connection } from 'next/server';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';
import type { SearchParamsInput } from '@/lib/domain/filters';

type Props = { params: Promise<{ slug: string; category: string }>; searchParams: Promise<SearchParamsInput> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { slug, category } = await params;
  return campaignListMetadata(slug, { kind: 'category', slug: category }, await searchParams);
}

export default async function CampaignCategoryPage({ params, searchParams }: Props) {
  await connection();
  const { slug, category } = await params;
  return <CampaignListPage campaign={slug} facet={{ kind: 'category', slug: category }} params={await searchParams} />;
}
