import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listPageNumber } from '@/lib/domain/list-pages';
import { CareersView, careersMetadata } from '../../careers-view';

// /careers?page=N, cached per page (next.config.mjs rewrites it here; segment 0, a number past 999: the 404).
export const revalidate = 3600; // policy: careers
export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = listPageNumber((await params).page);
  return n === null ? {} : careersMetadata(n);
}

export default async function CareersPageN({ params }: Props) {
  const n = listPageNumber((await params).page);
  if (n === null) notFound();
  return <CareersView page={n} />;
}
