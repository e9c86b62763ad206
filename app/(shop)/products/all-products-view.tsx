import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { listProducts } from '@/lib/server/services/catalogue';
import { existingPage } from '../_lib/list-page';
import { toServiceFilters } from '../_lib/list-query';

const TITLE = 'All cakes, flowers & gifts';
const BREADCRUMB = [
  { name: 'Home', url: '/' },
  { name: 'All products', url: '/products' },
];

export function allProductsMetadata(filters: CatalogueFilters): Metadata {
  return listMetadata({
    title: TITLE,
    description:
      'Browse every cake, bouquet, chocolate box and gift hamper at Upahar Ghar. Filter by price, size, brand and colour; delivered across Nepal.',
    basePath: '/products',
    filters,
  });
}

export async function AllProductsView({ filters }: { filters: CatalogueFilters }) {
  const list = await listProducts(toServiceFilters(filters));
  if (!list) notFound();
  existingPage(list);
  return (
    <>
      <BreadcrumbJsonLd items={BREADCRUMB} />
      <ProductListView title={TITLE} breadcrumb={BREADCRUMB} basePath="/products" filters={filters} list={list} />
    </>
  );
}
