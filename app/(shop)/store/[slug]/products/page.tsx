import type { Metadata } from 'next';
import { resetFilters } from '@/lib/domain/filters';
import { StoreProductsView, storeProductsMetadata } from './store-products-view';

export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return storeProductsMetadata((await params).slug, resetFilters());
}

export default async function StoreProductsPage({ params }: Props) {
  return <StoreProductsView slug={(await params).slug} filters={resetFilters()} />;
}
