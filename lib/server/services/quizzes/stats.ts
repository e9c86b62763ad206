import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { toCsv } from '@/lib/domain/csv';
import { LEADERBOARD_SIZE, scorePercent } from '@/lib/domain/quiz';
import { getDb } from '@/lib/server/db/client';
import { quizAnswers, quizQuestions } from '@/lib/server/db/schema';
import { leaderboard } from './cards';
import { ownQuizRow, type QuizRef, toOwnCard } from './owner';
import type { QuizStats } from './types';

// /profile/quizzes/stats/{slug} and its CSV: plays, completions and the average score from the quiz's counters, each
// question's right-answer rate from its own counters (all kept when plays are started and submitted).

export async function quizStats(userId: number, ref: QuizRef): Promise<QuizStats> {
  const row = await ownQuizRow(userId, ref);
  const db = getDb();
  const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, row.id)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const rightAnswers = questions.length
    ? await db
        .select({ questionId: quizAnswers.questionId, text: quizAnswers.text })
        .from(quizAnswers)
        .where(and(inArray(quizAnswers.questionId, questions.map((q) => q.id)), eq(quizAnswers.isCorrect, true)))
    : [];
  const card = toOwnCard(row);
  return {
    quiz: card,
    plays: row.playCount,
    completions: row.completionCount,
    averageScore: card.averageScore,
    questions: questions.map((q) => ({
      id: q.id,
      position: q.position,
      prompt: q.prompt,
      rightAnswer: rightAnswers.find((a) => a.questionId === q.id)?.text ?? '',
      asked: q.askedCount,
      right: q.rightCount,
      rightRate: q.askedCount > 0 ? scorePercent(q.rightCount, q.askedCount) : null,
    })),
    leaderboard: await leaderboard(row.id, LEADERBOARD_SIZE),
  };
}

/** The stats as a spreadsheet: a summary, then one row per question. */
export async function quizStatsCsv(userId: number, ref: QuizRef): Promise<{ filename: string; csv: string }> {
  const stats = await quizStats(userId, ref);
  const rows: Array<Array<string | number | null>> = [
    ['Quiz', stats.quiz.title],
    ['Address', stats.quiz.url],
    ['Plays', stats.plays],
    ['Completions', stats.completions],
    ['Average score (%)', stats.averageScore],
    [],
    ['#', 'Question', 'Right answer', 'Answered', 'Answered right', 'Right-answer rate (%)'],
    ...stats.questions.map((q, i) => [i + 1, q.prompt, q.rightAnswer, q.asked, q.right, q.rightRate]),
  ];
  return { filename: `quiz-stats-${stats.quiz.slug}.csv`, csv: toCsv(rows) };
}
