import Link from 'next/link';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { CategoryTiles } from '@/components/catalogue/category-tiles';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';
import { getCategoryTree } from '@/lib/server/services/catalogue';

// Every top category with its sub-categories (the bottom navigation's "Categories" tab).
export const revalidate = 3600; // policy: catalogue

export const metadata = pageMetadata({
  title: 'All categories',
  description:
    'Cakes, flowers, chocolates, hampers and gifts: browse every category at Upahar Ghar and send a gift anywhere in Nepal.',
  path: '/categories',
});

const BREADCRUMB = [
  { name: 'Home', url: '/' },
  { name: 'Categories', url: '/categories' },
];

export default async function CategoriesPage() {
  const tree = await getCategoryTree();
  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={BREADCRUMB} />
      <Breadcrumbs items={BREADCRUMB} />
      <h1 className="mt-3 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Shop by category</h1>
      <CategoryTiles
        categories={tree}
        hrefFor={(c) => (c.children && c.children.length > 0 ? `/categories/${c.slug}` : c.url)}
        className="mt-5"
      />
      <div className="mt-10 space-y-8">
        {tree.map((top) => (
          <section key={top.id} aria-labelledby={`cat-${top.slug}`}>
            <div className="mb-3 flex items-end justify-between gap-4 border-b border-cocoa-100 pb-2">
              <h2 id={`cat-${top.slug}`} className="font-display text-xl font-bold text-cocoa-900">
                {top.name}
              </h2>
              <Link href={top.url} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
                View all {top.productCount !== undefined ? `${top.productCount} ` : ''}
                <span className="sr-only">{top.name} </span>products ›
              </Link>
            </div>
            {top.children && top.children.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {top.children.map((child) => (
                  <li key={child.id}>
                    <Link
                      href={child.url}
                      className="inline-flex min-h-9 items-center rounded-full border border-cocoa-200 px-4 text-sm text-cocoa-900 hover:border-brand-600 hover:text-brand-700"
                    >
                      {child.name}
                      {child.productCount !== undefined ? (
                        <span className="ml-1.5 text-xs text-gray-700">({child.productCount})</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-700">
                <Link href={top.url} className="text-brand-700 underline">
                  Browse {top.name}
                </Link>
              </p>
            )}
          </section>
        ))}
      </div>
    </Container>
  );
}
