import 'server-only';
import { and, eq } from 'drizzle-orm';
import { blogPostPath } from '@/lib/domain/blog';
import { entryPath } from '@/lib/domain/contests';
import { quizPath } from '@/lib/domain/quiz';
import type { Database } from '@/lib/server/db/client';
import { blogPosts, comments, contestEntries, quizzes, reviews } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { publishedPost } from '@/lib/server/services/blog/live';

// What comments, reactions and reports can attach to, and how each kind is found: one resolver per target type.
// A new kind (contest entries…) adds its type to lib/domain/engagement.ts and a resolver here; nothing else changes.

export type Executor = Pick<Database, 'select'>;

export type TargetInfo = { title: string; path: string };

type Resolver = (db: Executor, id: number) => Promise<TargetInfo | null>;

async function blogPost(db: Executor, id: number): Promise<TargetInfo | null> {
  const [row] = await db
    .select({ title: blogPosts.title, slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), publishedPost));
  return row ? { title: row.title, path: blogPostPath(row.slug) } : null;
}

async function comment(db: Executor, id: number): Promise<TargetInfo | null> {
  const [row] = await db
    .select({ targetType: comments.targetType, targetId: comments.targetId })
    .from(comments)
    .where(and(eq(comments.id, id), eq(comments.status, 'approved')));
  if (!row) return null;
  const parent = await resolveTarget(db, row.targetType, row.targetId);
  return parent ? { title: parent.title, path: `${parent.path}#comment-${id}` } : null;
}

async function review(db: Executor, id: number): Promise<TargetInfo | null> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.id, id), eq(reviews.status, 'approved')));
  return row ? { title: 'a review', path: '/' } : null;
}

async function quiz(db: Executor, id: number): Promise<TargetInfo | null> {
  const [row] = await db.select({ title: quizzes.title, slug: quizzes.slug }).from(quizzes).where(and(eq(quizzes.id, id), eq(quizzes.status, 'approved')));
  return row ? { title: row.title, path: quizPath(row.slug) } : null;
}

/** A contest entry people can see (approved): its page is /contest/detail/{id}. */
async function contestEntry(db: Executor, id: number): Promise<TargetInfo | null> {
  const [row] = await db
    .select({ title: contestEntries.title })
    .from(contestEntries)
    .where(and(eq(contestEntries.id, id), eq(contestEntries.status, 'approved')));
  return row ? { title: row.title, path: entryPath(id) } : null;
}

const RESOLVERS: Record<string, Resolver> = { blog_post: blogPost, comment, review, quiz, contest_entry: contestEntry };

const NAMES: Record<string, string> = { blog_post: 'Blog post', comment: 'Comment', review: 'Review', quiz: 'Quiz', contest_entry: 'Contest entry' };

/** The target's title and page, or null when it does not exist (or is not shown). */
export async function resolveTarget(db: Executor, type: string, id: number): Promise<TargetInfo | null> {
  const resolver = Object.hasOwn(RESOLVERS, type) ? RESOLVERS[type] : undefined;
  return resolver ? resolver(db, id) : null;
}

/** The target, or a 404 naming it ('Blog post not found'). */
export async function requireTarget(db: Executor, type: string, id: number): Promise<TargetInfo> {
  const target = await resolveTarget(db, type, id);
  if (!target) throw notFound(NAMES[type] ?? 'Item');
  return target;
}
