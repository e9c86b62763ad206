import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogCard } from '@/components/blog/blog-card';
import { CommentsIsland } from '@/components/blog/comments-island';
import { BlogArticle } from '@/components/blog/blog-article';
import { ReactionBar } from '@/components/blog/reaction-bar';
import { ShareLinks } from '@/components/blog/share-links';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { ProductGrid } from '@/components/product/product-grid';
import { ArticleJsonLd } from '@/components/seo/article-json-ld';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { BelowFold } from '@/components/ui/below-fold';
import { Container } from '@/components/ui/container';
import { blogFeedPath } from '@/lib/domain/blog';
import { absoluteUrl, pageMetadata, SITE_NAME } from '@/lib/seo/metadata';
import { blogPageEdge, getBlogPost } from '@/lib/server/services/blog';
import { listComments } from '@/lib/server/services/engagement';
import { blogSlugSchema } from '@/lib/validation/blog';

// A blog post (ISR): the article, the products it mentions, share links, reactions, related posts and the
// conversation. Complete HTML for crawlers; the reader's own reactions and comments load in the browser. The copy
// carries the blog's tag (a publication in the back office ends it) and ends at the next scheduled post's instant.
export const revalidate = 600; // policy: blog
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

const validSlug = (slug: string) => blogSlugSchema.safeParse(slug).success;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!validSlug(slug)) return {};
  const post = await getBlogPost(slug);
  if (!post) return {};
  const metadata = pageMetadata({ title: post.meta.title, description: post.meta.description, path: post.url, image: null, type: 'article' });
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url: absoluteUrl(blogFeedPath()), title: `${SITE_NAME} blog` }] } },
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      section: post.category.name,
      tags: post.tags,
      ...(post.author ? { authors: [post.author.name] } : {}),
    },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  if (!validSlug(slug)) notFound();
  // Before the read: a scheduled post's not-found copy must end when the post goes live.
  await blogPageEdge();
  const post = await getBlogPost(slug);
  if (!post) notFound();
  const comments = await listComments({ targetType: 'blog_post', targetId: post.id, page: 1 }, null);
  const url = absoluteUrl(post.url);

  return (
    <Container className="py-6">
      <ArticleJsonLd
        headline={post.title}
        description={post.excerpt}
        path={post.url}
        images={[post.cover]}
        authorName={post.author?.name ?? null}
        datePublished={post.publishedAt}
        dateModified={post.updatedAt}
      />
      <BreadcrumbJsonLd items={post.breadcrumb} />
      <Breadcrumbs items={post.breadcrumb} />
      <BlogArticle post={post}>
        <div className="mt-8 flex flex-col gap-4 border-t border-cocoa-100 pt-6">
          <div>
            <h2 className="text-sm font-semibold text-cocoa-900">Was this useful?</h2>
            <div className="mt-2">
              <ReactionBar targetType="blog_post" targetId={post.id} initial={post.reactions} postSlug={post.slug} subject="this post" />
            </div>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-cocoa-900">Share it</h2>
            <div className="mt-2">
              <ShareLinks url={url} title={post.title} />
            </div>
          </div>
        </div>
      </BlogArticle>

      {post.products.length > 0 ? (
        <BelowFold>
          <section aria-labelledby="post-products" className="mt-10 border-t border-cocoa-100 pt-8">
            <h2 id="post-products" className="mb-4 font-display text-2xl font-bold text-cocoa-900">
              Mentioned in this post
            </h2>
            <ProductGrid products={post.products} />
          </section>
        </BelowFold>
      ) : null}

      <div className="mx-auto mt-10 max-w-3xl">
        <CommentsIsland targetType="blog_post" targetId={post.id} initial={comments} path={post.url} />
      </div>

      {post.related.length > 0 ? (
        <BelowFold>
          <section aria-labelledby="related-posts" className="mt-10 border-t border-cocoa-100 pt-8">
            <h2 id="related-posts" className="mb-4 font-display text-2xl font-bold text-cocoa-900">
              More from {post.category.name}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {post.related.map((r) => (
                <li key={r.id} className="flex">
                  <BlogCard post={r} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        </BelowFold>
      ) : null}
    </Container>
  );
}
