import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import type { Crumb } from '@/lib/domain/catalogue-types';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { categoryDescription, occasionDescription, tagDescription } from '@/lib/seo/descriptions';
import { getCategoryBySlug, getOccasion, listProducts } from '@/lib/server/services/catalogue';
import { slugPathSchema } from '@/lib/validation/catalogue';
import { existingPage } from '../../_lib/list-page';
import { toServiceFilters } from '../../_lib/list-query';

// /products/{slug}: a collection named by a category, an occasion or a tag (in that order). Unknown → 404.

type Collection = { kind: 'category' | 'occasion' | 'tag'; slug: string; name: string; description: string };

const titleCase = (s: string) => s.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

const findCollection = cache(async (slug: string): Promise<Collection | null> => {
  // A segment that cannot be a slug (a NUL from a hand-made URL) names nothing, and must not reach the database.
  if (!slugPathSchema.safeParse({ slug }).success) return null;
  const category = await getCategoryBySlug(slug);
  if (category) return { kind: 'category', slug, name: category.name, description: category.description };
  const occasion = await getOccasion(slug);
  if (occasion) return { kind: 'occasion', slug, name: occasion.name, description: occasion.description };
  const tagged = await listProducts({ tags: [slug], perPage: 1 });
  if (tagged && tagged.pagination.total > 0) {
    return { kind: 'tag', slug, name: titleCase(slug), description: `${titleCase(slug)} cakes and gifts, delivered across Nepal.` };
  }
  return null;
});

export async function collectionMetadata(slug: string, filters: CatalogueFilters): Promise<Metadata> {
  const collection = await findCollection(slug);
  if (!collection) return {};
  return listMetadata({
    title: collection.name,
    description:
      collection.kind === 'tag'
        ? tagDescription(collection.name)
        : collection.kind === 'category'
          ? categoryDescription(collection)
          : occasionDescription(collection),
    basePath: `/products/${slug}`,
    filters,
  });
}

export async function CollectionView({ slug, filters }: { slug: string; filters: CatalogueFilters }) {
  const collection = await findCollection(slug);
  if (!collection) notFound();
  const base = toServiceFilters(filters);
  const list = await listProducts(
    collection.kind === 'category'
      ? { ...base, category: slug }
      : collection.kind === 'occasion'
        ? { ...base, occasion: slug }
        : { ...base, tags: [...new Set([...base.tags, slug])] },
  );
  if (!list) notFound();
  existingPage(list);
  const breadcrumb: Crumb[] = [
    { name: 'Home', url: '/' },
    { name: 'All products', url: '/products' },
    { name: collection.name, url: `/products/${slug}` },
  ];
  return (
    <>
      <BreadcrumbJsonLd items={breadcrumb} />
      <ProductListView
        title={collection.name}
        intro={collection.description ? <p>{collection.description}</p> : null}
        breadcrumb={breadcrumb}
        basePath={`/products/${slug}`}
        filters={filters}
        list={list}
      />
    </>
  );
}
