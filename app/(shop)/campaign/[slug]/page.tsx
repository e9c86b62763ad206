import type { Metadata } from 'next';
import { resetFilters } from '@/lib/domain/filters';
import { CampaignView, campaignMetadata } from './campaign-view';

// The campaign's first page, cached for everyone (ISR) until its next edge or edit (campaign-view.tsx says how).
// ?page=N is rewritten to ./p/[page] and filtered lists to ./filtered (next.config.mjs), so this page never reads the
// query: utm_* and other unknown parameters get this same cached page.
export const revalidate = 3600; // policy: campaign
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return campaignMetadata((await params).slug, resetFilters());
}

export default async function CampaignPage({ params }: Props) {
  return <CampaignView slug={(await params).slug} filters={resetFilters()} />;
}
