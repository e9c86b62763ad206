import type { Metadata } from 'next';
import { filtersFromSegment } from '../../../../_lib/list-query';
import { CategoryView, categoryMetadata } from '../../category-view';

// A filtered/sorted/paged category list. Visitors never see this path: proxy.ts rewrites /category/{slug}?{query}
// here so each normalised query is its own ISR cache entry.
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string; query: string }[]> => [];

type Props = { params: Promise<{ slug: string; query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, query } = await params;
  return categoryMetadata(slug, filtersFromSegment(query));
}

export default async function CategoryQueryPage({ params }: Props) {
  const { slug, query } = await params;
  return <CategoryView slug={slug} filters={filtersFromSegment(query)} />;
}
