import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CampaignListPage, campaignListMetadata } from '@/components/campaign/campaign-list-page';
import { listPageNumber } from '@/lib/domain/list-pages';

// /campaign/{c}/category/{category}?page=N, cached per page (lib/domain/list-rewrites.mjs rewrites it here when the
// query holds no filter; segment 0 or anything past 999: the 404).
export const revalidate = 3600; // policy: campaign
export const generateStaticParams = async (): Promise<{ slug: string; category: string; page: string }[]> => [];

type Props = { params: Promise<{ slug: string; category: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, category, page } = await params;
  const n = listPageNumber(page);
  return n === null ? {} : campaignListMetadata(slug, { kind: 'category', slug: category }, { page: String(n) });
}

export default async function CampaignCategoryPageN({ params }: Props) {
  const { slug, category, page } = await params;
  const n = listPageNumber(page);
  if (n === null) notFound();
  return <CampaignListPage campaign={slug} facet={{ kind: 'category', slug: category }} params={{ page: String(n) }} />;
}
