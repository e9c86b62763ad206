import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogCard } from '@/components/blog/blog-card';
import { CommentsIsland } from '@/components/blog/comments-island';
import { PostByline } from '@/components/blog/post-byline';
import { ReactionBar } from '@/components/blog/reaction-bar';
import { ShareLinks } from '@/components/blog/share-links';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { RichText } from '@/components/content/rich-text';
import { ProductGrid } from '@/components/product/product-grid';
import { ArticleJsonLd } from '@/components/seo/article-json-ld';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ArtImage } from '@/components/ui/art-image';
import { BelowFold } from '@/components/ui/below-fold';
import { Container } from '@/components/ui/container';
import { blogFeedPath } from '@/lib/domain/blog';
import { absoluteUrl, pageMetadata, SITE_NAME } from '@/lib/seo/metadata';
import { getBlogPost } from '@/lib/server/services/blog';
import { listComments } from '@/lib/server/services/engagement';
import { blogSlugSchema } from '@/lib/validation/blog';

// A blog post (ISR): the article, the products it mentions, share links, reactions, related posts and the
// conversation. Complete HTML for crawlers; the reader's own reactions and comments load in the browser.
export const revalidate = 600;
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

const validSlug = (slug: string) => blogSlugSchema.safeParse(slug).success;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!validSlug(slug)) return {};
  const post = await getBlogPost(slug);
  if (!post) return {};
  const metadata = pageMetadata({ title: post.title, description: post.excerpt, path: post.url, image: null, type: 'article' });
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
      <article className="mx-auto mt-4 max-w-3xl" aria-labelledby="post-title">
        <header className="flex flex-col gap-3">
          <Link href={post.category.url} className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline">
            {post.category.name}
          </Link>
          <h1 id="post-title" className="font-display text-3xl font-bold leading-tight text-cocoa-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-lg text-gray-700">{post.excerpt}</p>
          <PostByline post={post} size="md" />
        </header>
        <ArtImage src={post.cover} alt="" width={800} height={500} priority className="mt-6 h-auto w-full rounded-2xl bg-cocoa-50" />
        {post.outline.length > 2 ? (
          <nav aria-label="Contents" className="mt-6 rounded-2xl bg-cocoa-50 p-4">
            <p className="text-sm font-semibold text-cocoa-900">Contents</p>
            {/* Each entry a whole line to tap (they were 16 px high text links, stacked 4 px apart). */}
            <ol className="mt-1 list-decimal pl-5 text-sm">
              {post.outline.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className="block py-2 text-brand-700 hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <RichText doc={post.body} className="text-base" />
        {post.tags.length > 0 ? (
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-cocoa-50 px-3 py-1 text-sm text-cocoa-900">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
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
      </article>

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
