import type { Metadata } from 'next';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';

// /campaign/{c}/category/{category}: the campaign's products in one category, cached for everyone (ISR) like the campaign
// page, until its next edge (a sale starting or ending, a price changing: listCampaignProducts → cachedUntil) or a
// write to the campaign (its tag: a deal sold out or restocked, an edit). ?page=N is rewritten to ./p/[page] and a
// filter or sort to ./filtered (lib/domain/list-rewrites.mjs), so this page never reads the query.
export const revalidate = 3600; // policy: campaign
export const generateStaticParams = async (): Promise<{ slug: string; category: string }[]> => [];

type Props = { params: Promise<{ slug: string; category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, category } = await params;
  return campaignListMetadata(slug, { kind: 'category', slug: category }, {});
}

export default async function CampaignCategoryPage({ params }: Props) {
  const { slug, category } = await params;
  return <CampaignListPage campaign={slug} facet={{ kind: 'category', slug: category }} params={{}} />;
}
