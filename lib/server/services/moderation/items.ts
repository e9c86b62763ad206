import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { blogPostPath } from '@/lib/domain/blog';
import { productUrl, type ProductType } from '@/lib/domain/catalogue-types';
import { entryPath } from '@/lib/domain/contests';
import { stateOfStatus, type ModerationKind, type ModerationState } from '@/lib/domain/moderation';
import { quizPath } from '@/lib/domain/quiz';
import { getDb } from '@/lib/server/db/client';
import { blogPosts, comments, contestEntries, contests, products, quizzes, reports, reviews, users } from '@/lib/server/db/schema';

// Items as the moderation screens show them: what was written, by whom, where it is (a link), its state and reason,
// and how many open reports it has. Read by id (a queue page's ids, or a page of report groups): one query per kind
// and page, never per row.

export type ModerationItem = {
  kind: ModerationKind;
  id: number;
  state: ModerationState;
  createdAt: string;
  author: { id: number; username: string; name: string } | null;
  /** The name shown with the item (a seeded review has no account, only this). */
  authorName: string;
  title: string;
  text: string;
  /** Where it is ("Black Forest Cake", "Blog: Five cakes for Tihar") and its page. */
  where: string;
  href: string | null;
  rating: number | null;
  reason: string | null;
  moderatedAt: string | null;
  openReports: number;
};

type Common = Omit<ModerationItem, 'kind' | 'openReports' | 'state'> & { status: string };

const authorOf = (r: { userId: number | null; username: string | null; userName: string | null }) =>
  r.userId !== null && r.username !== null ? { id: r.userId, username: r.username, name: r.userName ?? r.username } : null;

async function reviewItems(ids: number[]): Promise<Common[]> {
  const rows = await getDb()
    .select({ r: reviews, product: products.name, slug: products.slug, type: products.type, username: users.username, userName: users.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(inArray(reviews.id, ids));
  return rows.map(({ r, ...x }) => ({
    id: r.id,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    author: authorOf({ userId: r.userId, username: x.username, userName: x.userName }),
    authorName: r.authorName,
    title: r.title,
    text: r.body,
    where: x.product,
    href: productUrl(x.type as ProductType, x.slug),
    rating: r.rating,
    reason: r.moderationReason,
    moderatedAt: r.moderatedAt?.toISOString() ?? null,
  }));
}

/** Where comments are: each target type's titles and pages for a page of comments (one query per type). */
async function commentPlaces(rows: Array<{ targetType: string; targetId: number }>): Promise<Map<string, { where: string; href: string }>> {
  const out = new Map<string, { where: string; href: string }>();
  const idsOf = (type: string) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const db = getDb();
  const [posts, quizRows, entries] = await Promise.all([
    idsOf('blog_post').length ? db.select({ id: blogPosts.id, title: blogPosts.title, slug: blogPosts.slug }).from(blogPosts).where(inArray(blogPosts.id, idsOf('blog_post'))) : [],
    idsOf('quiz').length ? db.select({ id: quizzes.id, title: quizzes.title, slug: quizzes.slug }).from(quizzes).where(inArray(quizzes.id, idsOf('quiz'))) : [],
    idsOf('contest_entry').length
      ? db.select({ id: contestEntries.id, title: contestEntries.title }).from(contestEntries).where(inArray(contestEntries.id, idsOf('contest_entry')))
      : [],
  ]);
  for (const p of posts) out.set(`blog_post:${p.id}`, { where: `Blog: ${p.title}`, href: blogPostPath(p.slug) });
  for (const q of quizRows) out.set(`quiz:${q.id}`, { where: `Quiz: ${q.title}`, href: quizPath(q.slug) });
  for (const e of entries) out.set(`contest_entry:${e.id}`, { where: `Contest entry: ${e.title}`, href: entryPath(e.id) });
  return out;
}

async function commentItems(ids: number[]): Promise<Common[]> {
  const rows = await getDb()
    .select({ c: comments, username: users.username, userName: users.name })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.id, ids));
  const places = await commentPlaces(rows.map((r) => r.c));
  return rows.map(({ c, username, userName }) => {
    const place = places.get(`${c.targetType}:${c.targetId}`);
    return {
      id: c.id,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      author: { id: c.userId, username, name: userName },
      authorName: userName,
      title: c.parentId ? 'Reply' : '',
      text: c.body,
      where: place?.where ?? c.targetType,
      href: place ? `${place.href}#comment-${c.id}` : null,
      rating: null,
      reason: c.moderationReason,
      moderatedAt: c.moderatedAt?.toISOString() ?? null,
    };
  });
}

async function entryItems(ids: number[]): Promise<Common[]> {
  const rows = await getDb()
    .select({ e: contestEntries, contest: contests.title, username: users.username, userName: users.name })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .innerJoin(users, eq(users.id, contestEntries.userId))
    .where(inArray(contestEntries.id, ids));
  return rows.map(({ e, contest, username, userName }) => ({
    id: e.id,
    status: e.status,
    createdAt: e.createdAt.toISOString(),
    author: { id: e.userId, username, name: userName },
    authorName: userName,
    title: e.title,
    text: e.story,
    where: `Contest: ${contest}`,
    href: entryPath(e.id),
    rating: null,
    reason: e.moderationReason,
    moderatedAt: e.moderatedAt?.toISOString() ?? null,
  }));
}

async function quizItems(ids: number[]): Promise<Common[]> {
  const rows = await getDb()
    .select({ q: quizzes, username: users.username, userName: users.name })
    .from(quizzes)
    .innerJoin(users, eq(users.id, quizzes.ownerId))
    .where(inArray(quizzes.id, ids));
  return rows.map(({ q, username, userName }) => ({
    id: q.id,
    status: q.status,
    createdAt: q.createdAt.toISOString(),
    author: { id: q.ownerId, username, name: userName },
    authorName: userName,
    title: q.title,
    text: `${q.description}${q.description ? ' · ' : ''}${q.questionCount} questions`,
    where: `Quiz in ${q.category}`,
    href: quizPath(q.slug),
    rating: null,
    reason: q.moderationReason,
    moderatedAt: q.moderatedAt?.toISOString() ?? null,
  }));
}

const LOADERS: Record<ModerationKind, (ids: number[]) => Promise<Common[]>> = {
  review: reviewItems,
  comment: commentItems,
  contest_entry: entryItems,
  quiz: quizItems,
};

/** The items of one kind with these ids, in the ids' order (unknown ids are left out). */
export async function loadItems(kind: ModerationKind, ids: number[]): Promise<ModerationItem[]> {
  if (ids.length === 0) return [];
  const [rows, open] = await Promise.all([
    LOADERS[kind](ids),
    getDb()
      .select({ id: reports.targetId, n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(eq(reports.targetType, kind), inArray(reports.targetId, ids), eq(reports.status, 'open')))
      .groupBy(reports.targetId),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reportsOf = new Map(open.map((r) => [r.id, r.n]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { status, ...rest } = row;
    return [{ ...rest, kind, state: stateOfStatus(status) ?? 'held', openReports: reportsOf.get(id) ?? 0 }];
  });
}
