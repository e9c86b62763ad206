import type { Metadata } from 'next';
import { resetFilters } from '@/lib/domain/filters';
import { OccasionView, occasionMetadata } from './occasion-view';

// An occasion (Teej, Dashain, birthday…) with its products (ISR; ?filters → ./q/[query] via proxy.ts).
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return occasionMetadata((await params).slug, resetFilters());
}

export default async function OccasionPage({ params }: Props) {
  return <OccasionView slug={(await params).slug} filters={resetFilters()} />;
}
