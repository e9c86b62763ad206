import 'server-only';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { BLOG_FEED_SIZE, BLOG_HOME_PATH, BLOG_PAGE_SIZE, RELATED_POSTS } from '@/lib/domain/blog';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { outline, parseRichText, plainText, wordCount } from '@/lib/domain/rich-text';
import { getDb } from '@/lib/server/db/client';
import { blogCategories, blogPosts } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { cardsByIds, makePagination } from '@/lib/server/services/catalogue/product-card';
import { reactionSummary } from '@/lib/server/services/engagement/reactions';
import { findCategory, postBySlug, published, selectPostRows, toBlogCards, toCategoryView } from './cards';
import type { BlogCard, BlogCategoryView, BlogPostDetail } from './types';

// The blog's reads. Lists walk the (status, published_at desc, id desc) or (category_id, status, …) index with a
// small LIMIT/OFFSET (pages are capped in lib/domain/blog.ts); counts are over one category or all published posts,
// which the same indexes answer.

const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)] as const;

export async function listBlogCategories(): Promise<BlogCategoryView[]> {
  const rows = await getDb().select().from(blogCategories).orderBy(asc(blogCategories.position), asc(blogCategories.id));
  return rows.map(toCategoryView);
}

export type BlogList = { items: BlogCard[]; pagination: Pagination; category: BlogCategoryView | null };

/** A page of published posts, newest first; of one category when given (unknown category: 404). */
export async function listBlogPosts(input: { page: number; category?: string | undefined }): Promise<BlogList> {
  const category = input.category ? await findCategory(input.category) : null;
  if (input.category && !category) throw notFound('Blog category');
  const where = category ? and(eq(blogPosts.categoryId, category.id), published) : published;
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    selectPostRows()
      .where(where)
      .orderBy(...newestFirst)
      .limit(BLOG_PAGE_SIZE)
      .offset((input.page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const items = await toBlogCards(rows);
  return { items, pagination: makePagination(total?.n ?? 0, items.length, input.page, BLOG_PAGE_SIZE), category };
}

/** The newest featured post (the /blogs hero). */
export async function featuredBlogPost(): Promise<BlogCard | null> {
  const rows = await selectPostRows()
    .where(and(published, eq(blogPosts.featured, true)))
    .orderBy(...newestFirst)
    .limit(1);
  return (await toBlogCards(rows))[0] ?? null;
}

/** One published post with everything its page shows, or null. */
export async function getBlogPost(slug: string, viewerId: number | null = null): Promise<BlogPostDetail | null> {
  const db = getDb();
  const [row] = await selectPostRows().where(postBySlug(slug));
  if (!row) return null;
  const [full] = await db
    .select({ body: blogPosts.body, productIds: blogPosts.productIds, categoryId: blogPosts.categoryId, metaTitle: blogPosts.metaTitle, metaDescription: blogPosts.metaDescription })
    .from(blogPosts)
    .where(eq(blogPosts.id, row.id));
  const [card] = await toBlogCards([row]);
  const doc = parseRichText(full!.body);
  const [products, relatedRows, reactions] = await Promise.all([
    cardsByIds(full!.productIds),
    selectPostRows()
      .where(and(eq(blogPosts.categoryId, full!.categoryId), published, ne(blogPosts.id, row.id)))
      .orderBy(...newestFirst)
      .limit(RELATED_POSTS),
    reactionSummary('blog_post', row.id, viewerId),
  ]);
  return {
    ...card!,
    body: doc,
    meta: { title: full!.metaTitle ?? card!.title, description: full!.metaDescription ?? card!.excerpt },
    outline: outline(doc),
    wordCount: wordCount(plainText(doc)),
    products,
    related: await toBlogCards(relatedRows),
    reactions,
    breadcrumb: [
      { name: 'Home', url: '/' },
      { name: 'Blog', url: BLOG_HOME_PATH },
      { name: card!.category.name, url: card!.category.url },
      { name: card!.title, url: card!.url },
    ],
  };
}

/** The newest posts for a feed (all, or one category's), with plain-text summaries. */
export async function blogFeedItems(categorySlug?: string): Promise<{ category: BlogCategoryView | null; items: BlogCard[] }> {
  const category = categorySlug ? await findCategory(categorySlug) : null;
  if (categorySlug && !category) return { category: null, items: [] };
  const where = category ? and(eq(blogPosts.categoryId, category.id), published) : published;
  const rows = await selectPostRows().where(where).orderBy(...newestFirst).limit(BLOG_FEED_SIZE);
  return { category, items: await toBlogCards(rows) };
}
