import type { Metadata } from 'next';
import { filtersFromSegment } from '../../../../_lib/list-query';
import { CollectionView, collectionMetadata } from '../../collection-view';

export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string; query: string }[]> => [];

type Props = { params: Promise<{ slug: string; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, query } = await params;
  return collectionMetadata(slug, filtersFromSegment(query));
}

export default async function CollectionQueryPage({ params }: Props) {
  const { slug, query } = await params;
  return <CollectionView slug={slug} filters={filtersFromSegment(query)} />;
}
