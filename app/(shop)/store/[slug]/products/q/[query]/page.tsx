import type { Metadata } from 'next';
import { filtersFromSegment } from '../../../../../_lib/list-query';
import { StoreProductsView, storeProductsMetadata } from '../../store-products-view';

export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string; query: string }[]> => [];

type Props = { params: Promise<{ slug: string; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, query } = await params;
  return storeProductsMetadata(slug, filtersFromSegment(query));
}

export default async function StoreProductsQueryPage({ params }: Props) {
  const { slug, query } = await params;
  return <StoreProductsView slug={slug} filters={filtersFromSegment(query)} />;
}
