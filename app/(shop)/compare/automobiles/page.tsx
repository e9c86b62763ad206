import type { Metadata } from 'next';
import Link from 'next/link';
import { CompareTable } from '@/components/compare/compare-table';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';

// The comparison is this browser's own list (localStorage, SPEC §3), so the page is a static shell whose table
// loads in the browser; nothing in it is worth indexing.
export const metadata: Metadata = pageMetadata({
  title: 'Compare scooters and e-bikes',
  description: 'Up to three side by side: price, range, speed, battery, warranty, delivery and rating.',
  path: '/compare/automobiles',
  noindex: true,
});

export default function ComparePage() {
  return (
    <Container className="py-6">
      <Breadcrumbs items={[{ name: 'Home', url: '/' }, { name: 'Compare scooters and e-bikes', url: '/compare/automobiles' }]} />
      <div className="mt-3 mb-5 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Compare scooters and e-bikes</h1>
        <Link href="/compare" className="font-semibold text-brand-700 underline">Compare cakes and gifts</Link>
      </div>
      <CompareTable kind="automobile" />
    </Container>
  );
}
