import type { Metadata } from 'next';
import { CauseView, causeMetadata } from './cause-view';

// /donations/{slug}, cached for everyone (cause-view.tsx says until when); ?page=N is rewritten to ./p/[page]
// (lib/domain/list-rewrites.mjs), so this page never reads the query.
export const revalidate = 60; // policy: donations
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return causeMetadata((await params).slug, 1);
}

export default async function CausePage({ params }: Props) {
  return <CauseView slug={(await params).slug} page={1} />;
}
