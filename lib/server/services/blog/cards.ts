import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { publishedPost } from './live';
import { uploadUrl } from '@/lib/domain/account-types';
import { blogCategoryPath, blogFeedPath, blogPostPath } from '@/lib/domain/blog';
import { getDb } from '@/lib/server/db/client';
import { blogCategories, blogPosts, users } from '@/lib/server/db/schema';
import { commentCountsOf } from '@/lib/server/services/engagement/comments';
import { reactionSummaries } from '@/lib/server/services/engagement/reactions';
import type { BlogCard, BlogCategoryView } from './types';

// The one place blog rows become cards (lists, related posts, feeds, the featured post).

/** Published and its time has come (./live.ts). */
export const published: SQL = publishedPost;

export const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  cover: blogPosts.cover,
  tags: blogPosts.tags,
  featured: blogPosts.featured,
  readingMinutes: blogPosts.readingMinutes,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  authorId: users.id,
  authorUsername: users.username,
  authorName: users.name,
  authorBio: users.bio,
  authorAvatarArt: users.avatarArt,
  authorAvatarUploadId: users.avatarUploadId,
};

/** Post rows joined with their category and author; callers add where/order/limit. */
export function selectPostRows() {
  return getDb()
    .select(cardColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .$dynamic();
}

export type PostRow = Awaited<ReturnType<ReturnType<typeof selectPostRows>['execute']>>[number];

export function toCategoryView(row: { id: number; slug: string; name: string; description: string }): BlogCategoryView {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, url: blogCategoryPath(row.slug), feedUrl: blogFeedPath(row.slug) };
}

/** Cards for rows, with their comment and reaction counters (two reads by primary key, whatever the page). */
export async function toBlogCards(rows: PostRow[]): Promise<BlogCard[]> {
  const ids = rows.map((r) => r.id);
  const [commentCounts, reactions] = await Promise.all([commentCountsOf('blog_post', ids), reactionSummaries('blog_post', ids, null)]);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    url: blogPostPath(r.slug),
    title: r.title,
    excerpt: r.excerpt,
    cover: r.cover,
    category: { slug: r.categorySlug, name: r.categoryName, url: blogCategoryPath(r.categorySlug) },
    author:
      r.authorId === null
        ? null
        : {
            id: r.authorId,
            username: r.authorUsername ?? '',
            name: r.authorName ?? '',
            bio: r.authorBio ?? '',
            avatar: r.authorAvatarUploadId ? uploadUrl(r.authorAvatarUploadId) : r.authorAvatarArt,
          },
    publishedAt: r.publishedAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    readingMinutes: r.readingMinutes,
    tags: r.tags,
    featured: r.featured,
    commentCount: commentCounts.get(r.id) ?? 0,
    reactionCount: reactions.get(r.id)?.total ?? 0,
  }));
}

export async function findCategory(slug: string): Promise<BlogCategoryView | null> {
  const [row] = await getDb().select().from(blogCategories).where(eq(blogCategories.slug, slug));
  return row ? toCategoryView(row) : null;
}

export const postBySlug = (slug: string) => and(eq(blogPosts.slug, slug), published);
