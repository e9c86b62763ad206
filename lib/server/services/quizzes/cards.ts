import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { quizCategoryName, quizPath, scorePercent } from '@/lib/domain/quiz';
import { getDb } from '@/lib/server/db/client';
import { quizBestScores, quizzes, users } from '@/lib/server/db/schema';
import { uploadUrl } from '@/lib/validation/upload';
import type { LeaderboardEntry, QuizAuthor, QuizCard } from './types';

// Rows → what the pages and calls show. Averages come from the counters on the quiz row; the leaderboard reads the
// (quiz_id, score desc, time_ms, achieved_at) index for its first rows.

export const cardColumns = {
  id: quizzes.id,
  slug: quizzes.slug,
  title: quizzes.title,
  description: quizzes.description,
  cover: quizzes.cover,
  category: quizzes.category,
  status: quizzes.status,
  questionCount: quizzes.questionCount,
  totalSeconds: quizzes.totalSeconds,
  playCount: quizzes.playCount,
  completionCount: quizzes.completionCount,
  correctSum: quizzes.correctSum,
  askedSum: quizzes.askedSum,
  publishedAt: quizzes.publishedAt,
  updatedAt: quizzes.updatedAt,
  ownerId: quizzes.ownerId,
  authorUsername: users.username,
  authorName: users.name,
  authorAvatarArt: users.avatarArt,
  authorAvatarUploadId: users.avatarUploadId,
};

export const selectCards = () => getDb().select(cardColumns).from(quizzes).innerJoin(users, eq(users.id, quizzes.ownerId));

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export const live = eq(quizzes.status, 'approved');

export const playerOf = (r: { username: string; name: string; avatarArt: string | null; avatarUploadId: string | null }): QuizAuthor => ({
  username: r.username,
  name: r.name,
  avatar: r.avatarUploadId ? uploadUrl(r.avatarUploadId) : r.avatarArt,
});

/** The average score of a quiz's submitted plays from its counters, as a whole percentage; null before any. */
export function averageScoreOf(r: { completionCount: number; correctSum: number; askedSum: number }): number | null {
  return r.completionCount > 0 ? scorePercent(r.correctSum, r.askedSum) : null;
}

export function toQuizCard(r: CardRow): QuizCard {
  return {
    id: r.id,
    slug: r.slug,
    url: quizPath(r.slug),
    title: r.title,
    description: r.description,
    cover: r.cover,
    category: { slug: r.category, name: quizCategoryName(r.category) },
    questionCount: r.questionCount,
    totalSeconds: r.totalSeconds,
    plays: r.playCount,
    completions: r.completionCount,
    averageScore: averageScoreOf(r),
    author: playerOf({ username: r.authorUsername, name: r.authorName, avatarArt: r.authorAvatarArt, avatarUploadId: r.authorAvatarUploadId }),
  };
}

/** The top of a quiz's leaderboard: each logged-in player's best play, higher score first, then less time. */
export async function leaderboard(quizId: number, limit: number): Promise<LeaderboardEntry[]> {
  const rows = await getDb()
    .select({
      score: quizBestScores.score,
      questionCount: quizBestScores.questionCount,
      timeMs: quizBestScores.timeMs,
      achievedAt: quizBestScores.achievedAt,
      username: users.username,
      name: users.name,
      avatarArt: users.avatarArt,
      avatarUploadId: users.avatarUploadId,
    })
    .from(quizBestScores)
    .innerJoin(users, eq(users.id, quizBestScores.userId))
    .where(eq(quizBestScores.quizId, quizId))
    .orderBy(desc(quizBestScores.score), asc(quizBestScores.timeMs), asc(quizBestScores.achievedAt))
    .limit(limit);
  return rows.map((r, i) => ({
    rank: i + 1,
    player: playerOf(r),
    score: r.score,
    questionCount: r.questionCount,
    timeMs: r.timeMs,
    achievedAt: r.achievedAt.toISOString(),
  }));
}

/** Ranks past this are not counted (the count stays bounded however many people play): the page says "1000+". */
export const RANK_COUNT_CAP = 1000;

/** A player's place on the board: 1 + the players ahead of their best, counted through the board index, capped. */
export async function leaderboardRank(quizId: number, userId: number): Promise<number | null> {
  const db = getDb();
  const [mine] = await db
    .select()
    .from(quizBestScores)
    .where(and(eq(quizBestScores.quizId, quizId), eq(quizBestScores.userId, userId)));
  if (!mine) return null;
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM quiz_best_scores
      WHERE quiz_id = ${quizId}
        AND (score > ${mine.score} OR (score = ${mine.score} AND (time_ms, achieved_at) < (${mine.timeMs}, ${mine.achievedAt.toISOString()}::timestamptz)))
      LIMIT ${RANK_COUNT_CAP}
    ) ahead`);
  return (result.rows[0]?.n ?? 0) + 1;
}
