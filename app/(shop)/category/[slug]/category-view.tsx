import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { categoryDescription } from '@/lib/seo/descriptions';
import { getCategoryBySlug, listCategoryProducts } from '@/lib/server/services/catalogue';
import { existingPage } from '../../_lib/list-page';
import { toServiceFilters } from '../../_lib/list-query';

// Shared by /category/[slug] (the clean, default list) and /category/[slug]/q/[query] (a filtered/sorted/paged
// variant that proxy.ts rewrites `?…` URLs to). Both are ISR pages reading params only.

export async function categoryMetadata(slug: string, filters: CatalogueFilters): Promise<Metadata> {
  const category = await getCategoryBySlug(slug);
  if (!category) return {};
  return listMetadata({ title: category.metaTitle || category.name, description: category.metaDescription || categoryDescription(category), basePath: `/category/${slug}`, filters });
}

export async function CategoryView({ slug, filters }: { slug: string; filters: CatalogueFilters }) {
  const data = await listCategoryProducts(slug, toServiceFilters(filters));
  if (!data) notFound();
  existingPage(data);
  const { category } = data;
  return (
    <>
      <BreadcrumbJsonLd items={category.breadcrumb} />
      <ProductListView
        title={category.name}
        intro={category.description ? <p>{category.description}</p> : null}
        breadcrumb={category.breadcrumb}
        basePath={`/category/${category.slug}`}
        filters={filters}
        list={data}
      >
        {category.children.length > 0 ? (
          <nav aria-label={`${category.name} sub-categories`} className="mb-5 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {category.children.map((child) => (
              <Link
                key={child.id}
                href={child.url}
                className="chip"
              >
                {child.name}
              </Link>
            ))}
          </nav>
        ) : null}
      </ProductListView>
    </>
  );
}
