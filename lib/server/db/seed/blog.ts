import { parseRichText, readingMinutes } from '@/lib/domain/rich-text';
import { parseMentions } from '@/lib/domain/mentions';
import { REACTION_KINDS, type ReactionKind } from '@/lib/domain/engagement';
import * as s from '@/lib/server/db/schema';
import { buildCatalogue } from './catalogue/build';
import { demoPersonId } from './community';
import { BLOG_CATEGORIES, BLOG_POSTS } from './data/blog';
import { BLOG_COMMENTS } from './data/blog-comments';
import { DEMO_PEOPLE } from './data/people';
import { insertAll, type SeedExecutor, syncSequence } from './insert';

// The demo blog: categories, posts (data/blog-posts/*), their comments with replies and mentions
// (data/blog-comments.ts), and reactions from the demo community, with the counters the lists read. Dates are
// relative to the seeding day; reactions are chosen by a hash of the post and person, so every seed is the same.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A small deterministic hash (FNV-1a) so "who reacted with what" is the same on every seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Mostly likes and loves, some yums; wow and celebrate are rarer, as on any real page. */
const KIND_WEIGHTS: Array<[ReactionKind, number]> = [['like', 40], ['love', 28], ['yum', 20], ['wow', 6], ['celebrate', 6]];
function pickKind(seed: number): ReactionKind {
  let n = seed % 100;
  for (const [kind, weight] of KIND_WEIGHTS) {
    if (n < weight) return kind;
    n -= weight;
  }
  return REACTION_KINDS[0];
}

type ReactionRow = typeof s.reactions.$inferInsert;

/** People (by index) who react to one item: `wanted` of them, those who had joined by `at`. */
function reactors(key: string, wanted: number, at: Date, now: Date): number[] {
  const eligible = DEMO_PEOPLE.map((p, i) => ({ i, joined: now.getTime() - p.joinedDaysAgo * DAY_MS }))
    .filter((p) => p.joined < at.getTime())
    .sort((a, b) => hash(`${key}:${a.i}`) - hash(`${key}:${b.i}`));
  return eligible.slice(0, wanted).map((p) => p.i + 1);
}

export async function seedBlog(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const categoryIds = new Map(BLOG_CATEGORIES.map((c, i) => [c.slug, i + 1]));
  const categories = BLOG_CATEGORIES.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name, description: c.description, position: i }));

  const products = new Map(buildCatalogue().products.map((p) => [p.slug, p.id!]));
  const publishedAt = new Map<string, Date>();
  const posts = BLOG_POSTS.map((p, i) => {
    const at = new Date(now.getTime() - p.publishedDaysAgo * DAY_MS);
    at.setUTCHours(2, 45, 0, 0); // 8:30 in the morning, Kathmandu time
    publishedAt.set(p.slug, at);
    return {
      id: i + 1,
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      categoryId: categoryIds.get(p.categorySlug)!,
      authorId: demoPersonId(p.authorUsername),
      cover: p.cover,
      body: p.body,
      readingMinutes: readingMinutes(parseRichText(p.body)),
      tags: p.tags,
      productIds: p.productSlugs.map((slug) => {
        const id = products.get(slug);
        if (!id) throw new Error(`seed: post ${p.slug} names unknown product ${slug}`);
        return id;
      }),
      status: 'published',
      featured: p.featured ?? false,
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
  const postIds = new Map(posts.map((p) => [p.slug, p.id]));

  const commentIds = new Map(BLOG_COMMENTS.map((c, i) => [c.key, i + 1]));
  const usernames = new Map(DEMO_PEOPLE.map((p, i) => [p.username, i + 1]));
  const replyCounts = new Map<string, number>();
  for (const c of BLOG_COMMENTS) if (c.replyTo) replyCounts.set(c.replyTo, (replyCounts.get(c.replyTo) ?? 0) + 1);
  const comments = BLOG_COMMENTS.map((c) => {
    const at = new Date(Math.min(publishedAt.get(c.postSlug)!.getTime() + c.hoursAfterPost * HOUR_MS, now.getTime() - HOUR_MS));
    return {
      id: commentIds.get(c.key)!,
      targetType: 'blog_post',
      targetId: postIds.get(c.postSlug)!,
      parentId: c.replyTo ? commentIds.get(c.replyTo)! : null,
      userId: demoPersonId(c.authorUsername),
      body: c.body,
      status: 'approved',
      replyCount: replyCounts.get(c.key) ?? 0,
      createdAt: at,
      updatedAt: at,
    };
  });
  const mentions = comments.flatMap((c) =>
    parseMentions(c.body)
      .map((u) => usernames.get(u))
      .filter((id): id is number => id !== undefined && id !== c.userId)
      .map((userId) => ({ commentId: c.id, userId, createdAt: c.createdAt })),
  );
  const commentCounts = posts.map((p) => ({ targetType: 'blog_post', targetId: p.id, count: comments.filter((c) => c.targetId === p.id).length }));

  // Reactions: 6–30 people on each post, 0–6 on each comment (never the comment's own author).
  const reactions: ReactionRow[] = [];
  for (const p of posts) {
    const wanted = 6 + (hash(p.slug) % 25);
    for (const userId of reactors(`post:${p.slug}`, wanted, p.publishedAt, now)) {
      const seed = hash(`${p.slug}:${userId}`);
      reactions.push({ targetType: 'blog_post', targetId: p.id, userId, kind: pickKind(seed), createdAt: new Date(p.publishedAt.getTime() + (seed % 72) * HOUR_MS) });
    }
  }
  for (const c of comments) {
    const wanted = hash(`c${c.id}`) % 7;
    for (const userId of reactors(`comment:${c.id}`, wanted + 1, c.createdAt, now).filter((u) => u !== c.userId).slice(0, wanted)) {
      const seed = hash(`c${c.id}:${userId}`);
      reactions.push({ targetType: 'comment', targetId: c.id, userId, kind: seed % 3 === 0 ? 'love' : 'like', createdAt: new Date(Math.min(c.createdAt.getTime() + (seed % 24) * HOUR_MS, now.getTime())) });
    }
  }
  const counted = new Map<string, { targetType: string; targetId: number; kind: string; count: number }>();
  for (const r of reactions) {
    const key = `${r.targetType}:${r.targetId}:${r.kind}`;
    const row = counted.get(key) ?? { targetType: r.targetType, targetId: r.targetId, kind: r.kind, count: 0 };
    row.count += 1;
    counted.set(key, row);
  }

  await insertAll(db, s.blogCategories, categories);
  await syncSequence(db, s.blogCategories);
  await insertAll(db, s.blogPosts, posts);
  await syncSequence(db, s.blogPosts);
  await insertAll(db, s.comments, comments);
  await syncSequence(db, s.comments);
  await insertAll(db, s.commentMentions, mentions);
  await insertAll(db, s.commentCounts, commentCounts);
  await insertAll(db, s.reactions, reactions);
  await syncSequence(db, s.reactions);
  await insertAll(db, s.reactionCounts, [...counted.values()]);
  return { blog_posts: posts.length, comments: comments.length, reactions: reactions.length };
}
