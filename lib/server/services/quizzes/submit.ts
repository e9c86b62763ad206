import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { countedTimeMs, LEADERBOARD_SIZE, quizPath, scorePercent } from '@/lib/domain/quiz';
import { getDb } from '@/lib/server/db/client';
import { quizAnswers, quizBestScores, quizPlayAnswers, quizPlays, quizQuestions, quizzes } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { averageScoreOf, leaderboard, leaderboardRank } from './cards';
import { quizClock } from './clock';
import { refreshQuizPages } from './invalidate';
import { lockPlay, PLAY_MESSAGES } from './play';
import { playOrder } from './play-order';
import type { PlayResult, ResultQuestion } from './types';

// Submitting a play: the server counts the right answers it recorded (late ones are already wrong), closes the play
// and, in the same transaction, moves the quiz's counters, each question's right-answer counts and the player's
// best score. The play row is locked, so a double-tapped submit (or two tabs) scores once and both get the result.

/** Submits the play (once; again it answers with the same result) and answers with its score and the right answers. */
export async function submitPlay(token: string, userId: number | null): Promise<PlayResult> {
  const now = quizClock.now();
  const submitted = await getDb().transaction(async (tx) => {
    const play = await lockPlay(tx, token, userId);
    if (play.finishedAt) return { playId: play.id, quiz: null };
    const rows = await tx
      .select({
        questionId: quizPlayAnswers.questionId,
        shownAt: quizPlayAnswers.shownAt,
        answeredAt: quizPlayAnswers.answeredAt,
        isCorrect: quizPlayAnswers.isCorrect,
        limit: quizQuestions.timeLimitSeconds,
      })
      .from(quizPlayAnswers)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizPlayAnswers.questionId))
      .where(eq(quizPlayAnswers.playId, play.id));
    const [quiz] = await tx.select({ totalSeconds: quizzes.totalSeconds, slug: quizzes.slug, ownerId: quizzes.ownerId }).from(quizzes).where(eq(quizzes.id, play.quizId));
    const score = rows.filter((r) => r.isCorrect).length;
    // Time: what each answered question took (capped at its limit); a question left open or never reached costs its
    // whole limit, so stopping early never makes a faster time.
    const shownLimits = rows.reduce((sum, r) => sum + r.limit * 1000, 0);
    const unreachedMs = Math.max(0, (quiz?.totalSeconds ?? 0) * 1000 - shownLimits);
    const timeMs =
      rows.reduce((sum, r) => sum + (r.answeredAt ? countedTimeMs(r.answeredAt.getTime() - r.shownAt.getTime(), r.limit) : r.limit * 1000), 0) + unreachedMs;
    await tx.update(quizPlays).set({ finishedAt: now, score, timeMs }).where(eq(quizPlays.id, play.id));
    await tx
      .update(quizzes)
      .set({
        completionCount: sql`${quizzes.completionCount} + 1`,
        correctSum: sql`${quizzes.correctSum} + ${score}`,
        askedSum: sql`${quizzes.askedSum} + ${Math.max(play.questionCount, score)}`,
      })
      .where(eq(quizzes.id, play.quizId));
    const asked = rows.map((r) => r.questionId);
    const right = rows.filter((r) => r.isCorrect).map((r) => r.questionId);
    if (asked.length) await tx.update(quizQuestions).set({ askedCount: sql`${quizQuestions.askedCount} + 1` }).where(inArray(quizQuestions.id, asked));
    if (right.length) await tx.update(quizQuestions).set({ rightCount: sql`${quizQuestions.rightCount} + 1` }).where(inArray(quizQuestions.id, right));
    if (play.userId !== null) {
      await tx
        .insert(quizBestScores)
        .values({ quizId: play.quizId, userId: play.userId, playId: play.id, score, questionCount: play.questionCount, timeMs, achievedAt: now })
        .onConflictDoUpdate({
          target: [quizBestScores.quizId, quizBestScores.userId],
          set: { playId: play.id, score, questionCount: play.questionCount, timeMs, achievedAt: now },
          setWhere: sql`excluded.score > ${quizBestScores.score} or (excluded.score = ${quizBestScores.score} and excluded.time_ms < ${quizBestScores.timeMs})`,
        });
    }
    return { playId: play.id, quiz: quiz ?? null };
  });
  // Only the submit that scored the play moves the figures (a repeated submit changes nothing to show).
  if (submitted.quiz) await refreshQuizPages(submitted.quiz.slug, submitted.quiz.ownerId);
  return resultOf(submitted.playId);
}

/** A submitted play's result (SPEC "score"): a play not yet submitted is a 409, another person's a 404. */
export async function playScore(token: string, userId: number | null): Promise<PlayResult> {
  const [play] = await getDb().select().from(quizPlays).where(eq(quizPlays.token, token));
  if (!play || (play.userId !== null && play.userId !== userId)) throw notFound(PLAY_MESSAGES.notFound);
  if (!play.finishedAt) throw new ApiError(409, 'Submit the play to see its score.', 'play_not_finished');
  return resultOf(play.id);
}

async function resultOf(playId: number): Promise<PlayResult> {
  const db = getDb();
  const [play] = await db.select().from(quizPlays).where(eq(quizPlays.id, playId));
  const [quiz] = await db
    .select({
      id: quizzes.id,
      slug: quizzes.slug,
      title: quizzes.title,
      playCount: quizzes.playCount,
      completionCount: quizzes.completionCount,
      correctSum: quizzes.correctSum,
      askedSum: quizzes.askedSum,
    })
    .from(quizzes)
    .where(eq(quizzes.id, play!.quizId));
  const questions = await db
    .select({ id: quizQuestions.id, position: quizQuestions.position, prompt: quizQuestions.prompt, explanation: quizQuestions.explanation })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz!.id))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const ids = questions.map((q) => q.id);
  const [answers, given] = await Promise.all([
    ids.length ? db.select().from(quizAnswers).where(inArray(quizAnswers.questionId, ids)) : Promise.resolve([]),
    db.select().from(quizPlayAnswers).where(and(eq(quizPlayAnswers.playId, playId))),
  ]);
  const givenBy = new Map(given.map((g) => [g.questionId, g]));
  const results: ResultQuestion[] = questions.map((q) => {
    const ordered = playOrder(play!.token, answers.filter((a) => a.questionId === q.id));
    const mine = givenBy.get(q.id);
    const chosenIndex = mine?.answerId ? ordered.findIndex((a) => a.id === mine.answerId) : -1;
    return {
      id: q.id,
      position: q.position,
      prompt: q.prompt,
      explanation: q.explanation,
      answers: ordered.map((a) => a.text),
      chosen: chosenIndex >= 0 ? chosenIndex : null,
      rightAnswer: ordered.findIndex((a) => a.isCorrect),
      correct: mine?.isCorrect ?? false,
      late: mine?.late ?? false,
    };
  });
  const onLeaderboard = play!.userId !== null;
  const [board, rank] = await Promise.all([leaderboard(quiz!.id, LEADERBOARD_SIZE), onLeaderboard ? leaderboardRank(quiz!.id, play!.userId!) : Promise.resolve(null)]);
  return {
    playId: play!.token,
    quiz: {
      slug: quiz!.slug,
      title: quiz!.title,
      url: quizPath(quiz!.slug),
      // The quiz's figures as they are now, this play counted: the page shows them at once.
      plays: quiz!.playCount,
      completions: quiz!.completionCount,
      averageScore: averageScoreOf(quiz!),
    },
    score: play!.score ?? 0,
    questionCount: play!.questionCount,
    percent: scorePercent(play!.score ?? 0, play!.questionCount),
    timeMs: play!.timeMs ?? 0,
    finishedAt: play!.finishedAt!.toISOString(),
    onLeaderboard,
    rank,
    questions: results,
    leaderboard: board,
  };
}
