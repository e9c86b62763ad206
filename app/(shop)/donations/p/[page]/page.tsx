import type { Metadata } from 'next';
import { listPageNumber } from '@/lib/domain/list-pages';
import { DonationsView, donationsMetadata, donationsPage } from '../../donations-view';

// /donations?page=N, cached per page (next.config.mjs rewrites it here; segment 0: the 404).
export const revalidate = 60; // policy: donations
export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

type Props = { params: Promise<{ page: string }> };

async function pageOf(props: Props): Promise<number | null> {
  const n = listPageNumber((await props.params).page);
  return n === null ? null : donationsPage(String(n));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return donationsMetadata(await pageOf(props));
}

export default async function DonationsPageN(props: Props) {
  return <DonationsView page={await pageOf(props)} />;
}
