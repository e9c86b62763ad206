import type { Metadata } from 'next';
import { listPageNumber } from '@/lib/domain/list-pages';
import { donationsPage } from '../../../donations-view';
import { CauseView, causeMetadata } from '../../cause-view';

// /donations/{slug}?page=N, the cause's donor wall cached per page (lib/domain/list-rewrites.mjs rewrites it here;
// segment 0: the 404).
export const revalidate = 60; // policy: donations
export const generateStaticParams = async (): Promise<{ slug: string; page: string }[]> => [];

type Props = { params: Promise<{ slug: string; page: string }> };

async function pageOf(props: Props): Promise<number | null> {
  const n = listPageNumber((await props.params).page);
  return n === null ? null : donationsPage(String(n));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return causeMetadata((await props.params).slug, await pageOf(props));
}

export default async function CausePageN(props: Props) {
  return <CauseView slug={(await props.params).slug} page={await pageOf(props)} />;
}
