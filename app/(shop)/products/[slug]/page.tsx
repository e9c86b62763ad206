import type { Metadata } from 'next';
import { resetFilters } from '@/lib/domain/filters';
import { CollectionView, collectionMetadata } from './collection-view';

export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return collectionMetadata((await params).slug, resetFilters());
}

export default async function CollectionPage({ params }: Props) {
  return <CollectionView slug={(await params).slug} filters={resetFilters()} />;
}
