import type { Metadata } from 'next';
import Link from 'next/link';
import { CompareTable } from '@/components/compare/compare-table';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';

// The comparison is this browser's own list (localStorage, SPEC §3), so the page is a static shell whose table
// loads in the browser; nothing in it is worth indexing.
export const metadata: Metadata = pageMetadata({
  title: 'Compare cakes and gifts',
  description: 'Up to three side by side: price, sizes, flavours, eggless, delivery and rating.',
  path: '/compare',
  noindex: true,
});

export default function ComparePage() {
  return (
    <Container className="py-6">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Compare cakes and gifts', url: '/compare' }]} />
      <div className="mt-3 mb-5 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Compare cakes and gifts</h1>
        <Link href="/compare/automobiles" className="font-semibold text-brand-700 underline">Compare scooters and e-bikes</Link>
      </div>
      <CompareTable kind="product" />
    </Container>
  );
}
