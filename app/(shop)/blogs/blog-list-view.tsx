import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogCard } from '@/components/blog/blog-card';
import { BlogCategoriesNav } from '@/components/blog/blog-categories-nav';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Container } from '@/components/ui/container';
import { BLOG_HOME_PATH, blogCategoryPath, blogFeedPath } from '@/lib/domain/blog';
import type { Crumb } from '@/lib/domain/catalogue-types';
import { isPastLastPage } from '@/lib/domain/pagination';
import { absoluteUrl, pageMetadata, SITE_NAME } from '@/lib/seo/metadata';
import { blogPageEdge, featuredBlogPost, findCategory, listBlogCategories, listBlogPosts } from '@/lib/server/services/blog';
import { blogListQuerySchema } from '@/lib/validation/blog';

// /blogs and /blogs/category/{slug}: the categories, the featured post (first page of all posts), a page of cards,
// crawlable page links, and the feed linked with <link rel="alternate">.

const BLOG_TITLE = 'Blog: cakes, gifts and festivals in Nepal';
const BLOG_DESCRIPTION =
  'How much cake for your guests, what to send for Dashain, Tihar and Teej, gift ideas by budget, and sending a cake home from abroad: advice from Upahar Ghar’s bakers.';

/** The page number of ?page, or null when it is not a page the list can have (then: not found). */
export function blogPage(raw: string | string[] | undefined): number | null {
  const parsed = blogListQuerySchema.safeParse({ page: raw });
  return parsed.success ? parsed.data.page : null;
}

/** A category slug as the URL gives it, or '-' (no category has it: the 404) for one that cannot be a slug. */
export const validBlogSlug = (slug: string) => (/^[a-z0-9-]{1,160}$/.test(slug) ? slug : '-');

const pageHref = (base: string) => (page: number) => (page > 1 ? `${base}?page=${page}` : base);

export async function blogListMetadata(categorySlug: string | null, page: number | null): Promise<Metadata> {
  const category = categorySlug ? await findCategory(categorySlug) : null;
  if ((categorySlug && !category) || page === null) return {};
  const base = category ? category.url : BLOG_HOME_PATH;
  const title = category ? `${category.name} – Blog` : BLOG_TITLE;
  const metadata = pageMetadata({
    title: page > 1 ? `${title} – page ${page}` : title,
    description: category?.description || BLOG_DESCRIPTION,
    path: pageHref(base)(page),
  });
  const feedTitle = category ? `${SITE_NAME} blog: ${category.name}` : `${SITE_NAME} blog`;
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: absoluteUrl(blogFeedPath(category?.slug)), title: feedTitle }] } },
  };
}

export async function BlogListView({ categorySlug, page }: { categorySlug: string | null; page: number | null }) {
  if (page === null) notFound();
  // The copy carries the blog's tag and ends when the next scheduled post goes live (lib/server/services/blog/invalidate.ts).
  await blogPageEdge();
  const category = categorySlug ? await findCategory(categorySlug) : null;
  if (categorySlug && !category) notFound();
  const [list, categories, featured] = await Promise.all([
    listBlogPosts({ page, category: category?.slug }),
    listBlogCategories(),
    page === 1 && !category ? featuredBlogPost() : Promise.resolve(null),
  ]);
  if (isPastLastPage(list.pagination) || (list.items.length === 0 && page > 1)) notFound();
  const items = featured ? list.items.filter((p) => p.id !== featured.id) : list.items;
  const base = category ? blogCategoryPath(category.slug) : BLOG_HOME_PATH;
  const crumbs: Crumb[] = [
    { name: 'Home', url: '/' },
    { name: 'Blog', url: BLOG_HOME_PATH },
    ...(category ? [{ name: category.name, url: category.url }] : []),
  ];

  return (
    <Container className="py-6">
      <BreadcrumbJsonLd items={crumbs} />
      <Breadcrumbs items={crumbs} />
      <header className="mt-4 flex flex-col gap-2">
        <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{category ? category.name : 'The Upahar Ghar blog'}</h1>
        <p className="max-w-3xl text-gray-700">{category ? category.description : BLOG_DESCRIPTION}</p>
        <p className="text-sm">
          <a href={blogFeedPath(category?.slug)} className="font-semibold text-brand-700 underline underline-offset-2">
            RSS feed{category ? ` of ${category.name}` : ''}
          </a>
        </p>
      </header>
      <div className="mt-6">
        <BlogCategoriesNav categories={categories} current={category?.slug ?? null} />
      </div>
      {featured ? (
        <section aria-label="Featured post" className="mt-8">
          <BlogCard post={featured} variant="featured" priority />
        </section>
      ) : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Posts">
        {items.map((post, i) => (
          <li key={post.id} className="flex">
            <BlogCard post={post} priority={!featured && i < 1} />
          </li>
        ))}
      </ul>
      <PaginationLinks pagination={list.pagination} hrefFor={pageHref(base)} />
    </Container>
  );
}
