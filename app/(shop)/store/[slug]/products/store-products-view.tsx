import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { getStore, listStoreProducts } from '@/lib/server/services/catalogue';
import { existingPage } from '../../../_lib/list-page';
import { toServiceFilters } from '../../../_lib/list-query';

export async function storeProductsMetadata(slug: string, filters: CatalogueFilters): Promise<Metadata> {
  const store = await getStore(slug);
  if (!store) return {};
  return listMetadata({
    title: `${store.name} products`,
    description: `All cakes and gifts from ${store.name}, ${store.city}. Order online at Upahar Ghar with delivery across Nepal.`,
    basePath: `${store.url}/products`,
    filters,
  });
}

export async function StoreProductsView({ slug, filters }: { slug: string; filters: CatalogueFilters }) {
  const data = await listStoreProducts(slug, toServiceFilters(filters));
  if (!data) notFound();
  existingPage(data);
  const { store } = data;
  const breadcrumb = [
    { name: 'Home', url: '/' },
    { name: store.name, url: store.url },
    { name: 'Products', url: `${store.url}/products` },
  ];
  return (
    <>
      <BreadcrumbJsonLd items={breadcrumb} />
      <ProductListView
        title={`Products from ${store.name}`}
        intro={<p>{`${store.address}, ${store.city} · Open ${store.openingHours}`}</p>}
        breadcrumb={breadcrumb}
        basePath={`${store.url}/products`}
        filters={filters}
        list={data}
      />
    </>
  );
}
