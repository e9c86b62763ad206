import type { Metadata } from 'next';
import { filtersFromSegment } from '../../../_lib/list-query';
import { AllProductsView, allProductsMetadata } from '../../all-products-view';

// /products?{query}, rewritten here by proxy.ts (one ISR entry per normalised query).
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ query: string }[]> => [];

type Props = { params: Promise<{ query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return allProductsMetadata(filtersFromSegment((await params).query));
}

export default async function ProductsQueryPage({ params }: Props) {
  return <AllProductsView filters={filtersFromSegment((await params).query)} />;
}
