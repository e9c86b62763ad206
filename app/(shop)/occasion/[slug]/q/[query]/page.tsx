import type { Metadata } from 'next';
import { filtersFromSegment } from '../../../../_lib/list-query';
import { OccasionView, occasionMetadata } from '../../occasion-view';

export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string; query: string }[]> => [];

type Props = { params: Promise<{ slug: string; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, query } = await params;
  return occasionMetadata(slug, filtersFromSegment(query));
}

export default async function OccasionQueryPage({ params }: Props) {
  const { slug, query } = await params;
  return <OccasionView slug={slug} filters={filtersFromSegment(query)} />;
}
