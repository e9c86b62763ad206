import type { Metadata } from 'next';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';

// /campaign/{c}/brand/{brand}: the campaign's products in one brand, cached for everyone (ISR) like the campaign
// page, until its next edge (a sale starting or ending, a price changing: listCampaignProducts → cachedUntil) or a
// write to the campaign (its tag: a deal sold out or restocked, an edit). ?page=N is rewritten to ./p/[page] and a
// filter or sort to ./filtered (lib/domain/list-rewrites.mjs), so this page never reads the query.
export const revalidate = 3600; // policy: campaign
export const generateStaticParams = async (): Promise<{ slug: string; brand: string }[]> => [];

type Props = { params: Promise<{ slug: string; brand: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, brand } = await params;
  return campaignListMetadata(slug, { kind: 'brand', slug: brand }, {});
}

export default async function CampaignBrandPage({ params }: Props) {
  const { slug, brand } = await params;
  return <CampaignListPage campaign={slug} facet={{ kind: 'brand', slug: brand }} params={{}} />;
}
