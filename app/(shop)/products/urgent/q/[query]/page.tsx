import type { Metadata } from 'next';
import { filtersFromSegment } from '../../../../_lib/list-query';
import { UrgentView, urgentMetadata } from '../../urgent-view';

export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ query: string }[]> => [];

type Props = { params: Promise<{ query: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return urgentMetadata(filtersFromSegment((await params).query).page);
}

export default async function UrgentQueryPage({ params }: Props) {
  return <UrgentView page={filtersFromSegment((await params).query).page} />;
}
