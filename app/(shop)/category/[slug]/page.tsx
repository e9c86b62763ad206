import type { Metadata } from 'next';
import { resetFilters } from '@/lib/domain/filters';
import { CategoryView, categoryMetadata } from './category-view';

// The clean category list, cached (ISR). Filtered URLs (?brand=…&page=2) are rewritten by proxy.ts to ./q/[query].
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return categoryMetadata(slug, resetFilters());
}

export default async function CategoryPage({ params }: Props) {
  const { slug } = await params;
  return <CategoryView slug={slug} filters={resetFilters()} />;
}
