import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { LEADERBOARD_SIZE, QUIZ_CATEGORIES, QUIZ_PAGE_MAX, QUIZ_PAGE_SIZE, QUIZZES_PER_CATEGORY_PREVIEW } from '@/lib/domain/quiz';
import { getDb } from '@/lib/server/db/client';
import { quizzes } from '@/lib/server/db/schema';
import { makePagination } from '@/lib/server/services/catalogue/product-card';
import { commentCount } from '@/lib/server/services/engagement/comments';
import { reactionSummary } from '@/lib/server/services/engagement/reactions';
import { leaderboard, live, selectCards, toQuizCard } from './cards';
import type { QuizCard, QuizDetail, QuizList } from './types';

// The public reads: /quiz (live quizzes by category, most played first) and /quiz/{slug}. Lists walk the
// (status, category, play_count desc, id desc) index; counts stop at the deepest page a list serves.

const mostPlayed = [desc(quizzes.playCount), desc(quizzes.id)] as const;

/** Counted rows stop here: the deepest page times its size, plus one to know there is more. */
const COUNT_CAP = QUIZ_PAGE_MAX * QUIZ_PAGE_SIZE + 1;

async function cappedCount(category: string | undefined): Promise<number> {
  const where = category ? sql`status = 'approved' AND category = ${category}` : sql`status = 'approved'`;
  const result = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM quizzes WHERE ${where} LIMIT ${COUNT_CAP}) q`);
  return result.rows[0]?.n ?? 0;
}

/** A page of live quizzes, most played first; of one category when given. */
export async function listQuizzes(input: { page: number; category?: string | undefined }): Promise<QuizList> {
  const where = input.category ? and(live, eq(quizzes.category, input.category)) : live;
  const [rows, total] = await Promise.all([
    selectCards()
      .where(where)
      .orderBy(...mostPlayed)
      .limit(QUIZ_PAGE_SIZE)
      .offset((input.page - 1) * QUIZ_PAGE_SIZE),
    cappedCount(input.category),
  ]);
  const items = rows.map(toQuizCard);
  return { items, pagination: makePagination(total, items.length, input.page, QUIZ_PAGE_SIZE) };
}

export type QuizCategorySection = { slug: string; name: string; items: QuizCard[]; hasMore: boolean };

/** /quiz: each category's most played live quizzes (one short index read per category). */
export async function quizzesByCategory(): Promise<QuizCategorySection[]> {
  const sections = await Promise.all(
    QUIZ_CATEGORIES.map(async (c) => {
      const rows = await selectCards()
        .where(and(live, eq(quizzes.category, c.slug)))
        .orderBy(...mostPlayed)
        .limit(QUIZZES_PER_CATEGORY_PREVIEW + 1);
      return { slug: c.slug, name: c.name, items: rows.slice(0, QUIZZES_PER_CATEGORY_PREVIEW).map(toQuizCard), hasMore: rows.length > QUIZZES_PER_CATEGORY_PREVIEW };
    }),
  );
  return sections.filter((s) => s.items.length > 0);
}

/** A live quiz with its leaderboard, reactions and comment count, or null. Never its questions or answers. */
export async function getQuizDetail(slug: string, viewerId: number | null = null): Promise<QuizDetail | null> {
  const [row] = await selectCards().where(and(live, eq(quizzes.slug, slug)));
  if (!row) return null;
  const [board, reactions, comments] = await Promise.all([
    leaderboard(row.id, LEADERBOARD_SIZE),
    reactionSummary('quiz', row.id, viewerId),
    commentCount('quiz', row.id),
  ]);
  return { ...toQuizCard(row), publishedAt: row.publishedAt?.toISOString() ?? null, leaderboard: board, reactions, commentCount: comments };
}

/** A person's live quizzes for their page (/user/{username}), newest first: read by the (owner, updated) index. */
export async function liveQuizzesBy(userId: number, limit = 6): Promise<QuizCard[]> {
  const rows = await selectCards()
    .where(and(live, eq(quizzes.ownerId, userId)))
    .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
    .limit(limit);
  return rows.map(toQuizCard);
}
