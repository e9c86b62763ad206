import 'server-only';
import { eq } from 'drizzle-orm';
import { uploadUrl } from '@/lib/domain/account-types';
import { BLOG_HOME_PATH, blogCategoryPath, blogPostPath } from '@/lib/domain/blog';
import { emptyReactionCounts } from '@/lib/domain/engagement';
import { outline, parseRichText, plainText, readingMinutes, wordCount } from '@/lib/domain/rich-text';
import { getDb } from '@/lib/server/db/client';
import { blogCategories, blogPosts, users } from '@/lib/server/db/schema';
import type { BlogAuthor, BlogPostDetail } from '@/lib/server/services/blog';
import { cardsByIds } from '@/lib/server/services/catalogue/product-card';
import type { BlogPostDraft } from '@/lib/validation/editorial';
import { draftKeyId } from './types';

// A draft as the post's page would show it (the back office's preview, /admin/content/blog/{key}/preview): the same
// BlogPostDetail the page renders with components/blog/blog-article.tsx, built from the draft instead of the live row.
// Counters start at nothing (a preview has no readers); related posts are left out.

async function authorOf(userId: number | null): Promise<BlogAuthor | null> {
  if (userId === null) return null;
  const [row] = await getDb().select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  return { id: row.id, username: row.username, name: row.name, bio: row.bio ?? '', avatar: row.avatarUploadId ? uploadUrl(row.avatarUploadId) : row.avatarArt };
}

export async function previewBlogPost(data: BlogPostDraft, key: string, editorId: number): Promise<BlogPostDetail> {
  const db = getDb();
  const id = (draftKeyId(key) ?? 0);
  const [[category], [live]] = await Promise.all([
    db.select().from(blogCategories).where(eq(blogCategories.id, data.categoryId)),
    id ? db.select({ authorId: blogPosts.authorId, productIds: blogPosts.productIds, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)) : [],
  ]);
  const categoryView = category
    ? { slug: category.slug, name: category.name, url: blogCategoryPath(category.slug) }
    : { slug: 'uncategorised', name: 'Uncategorised', url: BLOG_HOME_PATH };
  const doc = parseRichText(data.body);
  const now = new Date().toISOString();
  const [author, products] = await Promise.all([authorOf(live ? live.authorId : editorId), cardsByIds(live?.productIds ?? [])]);
  return {
    id,
    slug: data.slug,
    url: blogPostPath(data.slug),
    title: data.title,
    excerpt: data.excerpt,
    cover: data.cover,
    category: categoryView,
    author,
    publishedAt: data.publishAt ?? now,
    updatedAt: now,
    readingMinutes: readingMinutes(doc),
    tags: data.tags,
    featured: data.featured,
    commentCount: 0,
    reactionCount: 0,
    body: doc,
    meta: { title: data.metaTitle ?? data.title, description: data.metaDescription ?? data.excerpt },
    outline: outline(doc),
    wordCount: wordCount(plainText(doc)),
    products,
    related: [],
    reactions: { counts: emptyReactionCounts(), total: 0, mine: [] },
    breadcrumb: [
      { name: 'Home', url: '/' },
      { name: 'Blog', url: BLOG_HOME_PATH },
      { name: categoryView.name, url: categoryView.url },
      { name: data.title, url: blogPostPath(data.slug) },
    ],
  };
}
