import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { filtersFromSearchParams } from '@/lib/domain/filters';
import { listPageNumber } from '@/lib/domain/list-pages';
import { CampaignView, campaignMetadata } from '../../campaign-view';

// /campaign/{slug}?page=N, cached per page: next.config.mjs rewrites it here when the query holds no filter.
export const revalidate = 3600; // policy: campaign
export const generateStaticParams = async (): Promise<{ slug: string; page: string }[]> => [];

type Props = { params: Promise<{ slug: string; page: string }> };

const filtersOf = (page: number) => filtersFromSearchParams(new URLSearchParams({ page: String(page) }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  const n = listPageNumber(page);
  return n === null ? {} : campaignMetadata(slug, filtersOf(n));
}

export default async function CampaignPageN({ params }: Props) {
  const { slug, page } = await params;
  const n = listPageNumber(page);
  if (n === null) notFound();
  return <CampaignView slug={slug} filters={filtersOf(n)} />;
}
