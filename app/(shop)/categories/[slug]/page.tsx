import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { CategoryTiles } from '@/components/catalogue/category-tiles';
import { ProductStrip } from '@/components/product/product-strip';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Container } from '@/components/ui/container';
import { categoryDescription } from '@/lib/seo/descriptions';
import { pageMetadata } from '@/lib/seo/metadata';
import { listCategoryProducts } from '@/lib/server/services/catalogue';
import { getCategoryBySlug } from '@/lib/server/services/catalogue';

// A category's overview: its sub-categories as tiles and a teaser of its best sellers; the full list with
// filters is /category/{slug}.
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategoryBySlug((await params).slug);
  if (!category) return {};
  return pageMetadata({
    title: `${category.name}: all types`,
    description: categoryDescription(category),
    path: `/categories/${category.slug}`,
    // The overview is its sub-categories' tiles; a category without any is its list (/category/{slug}) with less in it.
    noindex: category.children.length === 0,
  });
}

export default async function CategoryOverviewPage({ params }: Props) {
  const { slug } = await params;
  const data = await listCategoryProducts(slug, { perPage: 8, sort: 'popular' });
  if (!data) notFound();
  const { category } = data;
  const breadcrumb = [
    { name: 'Home', url: '/' },
    { name: 'Categories', url: '/categories' },
    { name: category.name, url: `/categories/${category.slug}` },
  ];
  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={breadcrumb} />
      <Breadcrumbs items={breadcrumb} />
      <header className="mt-3 mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{category.name}</h1>
          {category.description ? <p className="mt-2 max-w-3xl text-gray-700">{category.description}</p> : null}
        </div>
        <Link
          href={category.url}
          className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Shop all {category.name}
        </Link>
      </header>
      {category.children.length > 0 ? (
        <section aria-labelledby="sub-categories" className="py-4">
          <h2 id="sub-categories" className="mb-3 font-display text-xl font-bold text-cocoa-900">
            Types of {category.name.toLowerCase()}
          </h2>
          <CategoryTiles categories={category.children} showCounts />
        </section>
      ) : null}
      <ProductStrip title={`Popular ${category.name.toLowerCase()}`} products={data.products} viewAllHref={category.url} />
    </Container>
  );
}
