import type { Metadata } from 'next';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { listHref } from '@/components/catalogue/list-href';
import { PaginationHeadLinks, PaginationLinks } from '@/components/catalogue/pagination-links';
import { resultCountText } from '@/components/catalogue/product-list-view';
import { ProductGrid } from '@/components/product/product-grid';
import { ProductStrip } from '@/components/product/product-strip';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';
import { listUrgent } from '@/lib/server/services/catalogue';
import { existingPage } from '../../_lib/list-page';
import { CATEGORY_PAGE_SIZE } from '../../_lib/list-query';

const BASE = '/products/urgent';
const BREADCRUMB = [
  { name: 'Home', url: '/' },
  { name: 'Urgent delivery', url: BASE },
];

export function urgentMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `Urgent cakes & gifts – page ${page}` : 'Urgent cakes & gifts, delivered in hours',
    description:
      'Need it today? Cakes, flowers and gifts Upahar Ghar delivers within hours in Kathmandu valley, plus ready-made cakes that leave the bakery now.',
    path: listHref(BASE, { page }),
  });
}

export async function UrgentView({ page }: { page: number }) {
  const { products, readyMadeCakes, pagination } = existingPage(await listUrgent(page, CATEGORY_PAGE_SIZE));
  const hrefFor = (p: number) => listHref(BASE, { page: p });
  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={BREADCRUMB} />
      <PaginationHeadLinks pagination={pagination} hrefFor={hrefFor} />
      <Breadcrumbs items={BREADCRUMB} />
      <header className="mt-3 mb-5">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Urgent cakes &amp; gifts</h1>
        <p className="mt-2 max-w-3xl text-sm text-gray-700 sm:text-base">
          Order now and we deliver within hours inside Kathmandu valley. Ready-made cakes leave the bakery straight away.
        </p>
      </header>
      {page === 1 ? (
        <ProductStrip title="Ready-made cakes" subtitle="Already baked, no waiting" products={readyMadeCakes} limit={8} />
      ) : null}
      <section aria-labelledby="urgent-products" className="py-4">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
          <h2 id="urgent-products" className="font-display text-xl font-bold text-cocoa-900 sm:text-2xl">
            Delivered within hours
          </h2>
          <p className="text-sm font-medium text-gray-700">
            {resultCountText(pagination.total, pagination.currentPage, pagination.perPage, pagination.count)}
          </p>
        </div>
        {products.length > 0 ? (
          <ProductGrid products={products} priorityFirst={page > 1} />
        ) : (
          <p className="rounded-2xl bg-cocoa-50 p-6 text-center text-gray-700">No urgent products on this page.</p>
        )}
        <PaginationLinks pagination={pagination} hrefFor={hrefFor} />
      </section>
    </Container>
  );
}
