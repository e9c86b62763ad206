import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { blogPostPath } from '@/lib/domain/blog';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { parseRichText, readingMinutes } from '@/lib/domain/rich-text';
import { getDb } from '@/lib/server/db/client';
import { blogCategories, blogPosts } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { currentAuditActor } from '@/lib/server/services/audit/record';
import { invalidateBlog } from '@/lib/server/services/blog/invalidate';
import { blogPostDraftSchema, type BlogPostDraft } from '@/lib/validation/editorial';
import { draftKeyId, type KindDef } from './types';

// Blog posts. What a publication writes is what the blog reads (lib/server/services/blog): the body in the shop's
// rich-text subset (sanitised by the schema), its reading time, and published_at: the moment of publication, or the
// later instant it was scheduled for; until then every read of the blog leaves it out (blog/live.ts) and every cached
// page of the blog ends at that instant (blog/invalidate.ts). `hidden` takes a post off the blog (status 'draft').

type Row = typeof blogPosts.$inferSelect;

const toDraft = (row: Row): BlogPostDraft => ({
  title: row.title,
  slug: row.slug,
  excerpt: row.excerpt,
  categoryId: row.categoryId,
  cover: row.cover,
  body: row.body,
  tags: row.tags,
  featured: row.featured,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  publishAt: row.publishedAt.toISOString(),
  hidden: row.status !== 'published',
});

/** What a reader sees of a post now: live, scheduled (published, its time to come) or hidden. */
export function blogPostState(row: { status: string; publishedAt: Date }, now = Date.now()): 'live' | 'scheduled' | 'hidden' {
  if (row.status !== 'published') return 'hidden';
  return row.publishedAt.getTime() > now ? 'scheduled' : 'live';
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const slugTaken = () => badRequest('Please check the highlighted fields.', { slug: 'Another post has this address. Choose another.' });

/** Lists show the newest posts first; the blog has a few hundred at most, the tab shows the newest 200. */
const LIST_LIMIT = 200;

export const blogPostKind: KindDef<BlogPostDraft> = {
  kind: 'blog-post',
  noun: 'blog post',
  schema: blogPostDraftSchema,
  canCreate: true,
  async live(id) {
    const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
    return row ? toDraft(row) : null;
  },
  async check(data, key) {
    const db = getDb();
    const id = draftKeyId(key);
    const [[category], [other]] = await Promise.all([
      db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, data.categoryId)),
      db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(id === null ? eq(blogPosts.slug, data.slug) : and(eq(blogPosts.slug, data.slug), ne(blogPosts.id, id))),
    ]);
    if (!category) throw badRequest('Please check the highlighted fields.', { categoryId: 'Choose one of the categories.' });
    if (other) throw slugTaken();
  },
  async apply(tx, data, key) {
    const id = draftKeyId(key);
    const now = new Date();
    const values = {
      title: data.title,
      slug: data.slug,
      excerpt: data.excerpt,
      categoryId: data.categoryId,
      cover: data.cover,
      body: data.body,
      readingMinutes: readingMinutes(parseRichText(data.body)),
      tags: data.tags,
      featured: data.featured,
      metaTitle: data.metaTitle,
      metaDescription: data.metaDescription,
      status: data.hidden ? 'draft' : 'published',
      updatedAt: now,
    };
    const when = data.publishAt ? new Date(data.publishAt) : now;
    const summaryOf = (verb: string) =>
      `Blog post ${verb}: ${data.title}${data.hidden ? ' (hidden)' : when > now ? ` (scheduled for ${when.toISOString()})` : ''}`;
    try {
      if (id === null) {
        const [row] = await tx
          .insert(blogPosts)
          .values({ ...values, publishedAt: when, authorId: currentAuditActor()?.userId ?? null })
          .returning();
        return { entityId: row!.id, before: null, after: toDraft(row!), summary: summaryOf('published') };
      }
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!before) throw notFound('Blog post');
      const [row] = await tx
        .update(blogPosts)
        .set({ ...values, publishedAt: when })
        .where(eq(blogPosts.id, id))
        .returning();
      return { entityId: id, before: toDraft(before), after: toDraft(row!), summary: summaryOf('published') };
    } catch (error) {
      // Two posts published at once with one address: the unique index decides, the second is told by the field.
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  },
  invalidate: invalidateBlog,
  async list(drafts) {
    const rows = await getDb()
      .select({ post: blogPosts, category: blogCategories.name })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(LIST_LIMIT);
    const now = Date.now();
    return rows.map(({ post, category }) => {
      const draft = drafts.get(String(post.id));
      const state = blogPostState(post, now);
      return {
        key: String(post.id),
        title: draft?.data.title ?? post.title,
        detail: `${category} · ${state === 'scheduled' ? 'goes live' : 'published'} ${formatKathmanduDate(post.publishedAt, 'd MMM yyyy, HH:mm')}`,
        state,
        url: state === 'live' ? blogPostPath(post.slug) : null,
        hasDraft: Boolean(draft),
        draftUpdatedAt: draft?.updatedAt ?? null,
      };
    });
  },
  titleOf: (data) => data.title,
};

