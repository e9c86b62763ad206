import 'server-only';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { isLateAnswer } from '@/lib/domain/quiz';
import { getDb } from '@/lib/server/db/client';
import { quizAnswers, quizPlayAnswers, quizPlays, quizQuestions, quizzes } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { quizClock } from './clock';
import { refreshQuizPages } from './invalidate';
import { playOrder } from './play-order';
import type { PlayQuestion, PlayState } from './types';

// Playing a quiz, one question at a time. The server hands out each question and records when (shown_at): that is
// the question's clock, whatever the browser's timer says. An answer received after the limit plus a small grace
// (lib/domain/quiz.ts) is recorded as late and counts as wrong. The play row is locked for every step, so a double
// tap or two tabs answer a question once.

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

export const PLAY_MESSAGES = {
  notFound: 'Play',
  finished: 'This play has been submitted already.',
  wrongQuestion: 'That is not the question being asked now.',
  badChoice: 'Choose one of the answers shown.',
} as const;

async function questionView(tx: Tx, token: string, questionId: number, position: number): Promise<PlayQuestion> {
  const [q] = await tx
    .select({ id: quizQuestions.id, prompt: quizQuestions.prompt, timeLimitSeconds: quizQuestions.timeLimitSeconds })
    .from(quizQuestions)
    .where(eq(quizQuestions.id, questionId));
  const answers = await tx.select({ id: quizAnswers.id, text: quizAnswers.text }).from(quizAnswers).where(eq(quizAnswers.questionId, questionId));
  return { id: q!.id, position, prompt: q!.prompt, timeLimitSeconds: q!.timeLimitSeconds, answers: playOrder(token, answers).map((a) => a.text) };
}

/** The quiz's next question after `afterPosition` (its own order), handed out now; null when there is none. */
async function handOut(tx: Tx, play: { id: number; quizId: number; token: string }, afterPosition: number, sequence: number, now: Date): Promise<PlayQuestion | null> {
  const [next] = await tx
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, play.quizId), gt(quizQuestions.position, afterPosition)))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id))
    .limit(1);
  if (!next) return null;
  await tx.insert(quizPlayAnswers).values({ playId: play.id, questionId: next.id, position: sequence, shownAt: now }).onConflictDoNothing();
  return questionView(tx, play.token, next.id, sequence);
}

/** Starts a play of a live quiz (a guest's when userId is null) and hands out its first question. */
export async function startPlay(slug: string, userId: number | null): Promise<PlayState> {
  const now = quizClock.now();
  const { state, ownerId } = await getDb().transaction(async (tx) => {
    const [quiz] = await tx
      .update(quizzes)
      .set({ playCount: sql`${quizzes.playCount} + 1` })
      .where(and(eq(quizzes.slug, slug), eq(quizzes.status, 'approved'), gt(quizzes.questionCount, 0)))
      .returning({ id: quizzes.id, slug: quizzes.slug, title: quizzes.title, questionCount: quizzes.questionCount, ownerId: quizzes.ownerId });
    if (!quiz) throw notFound('Quiz');
    const [play] = await tx
      .insert(quizPlays)
      .values({ quizId: quiz.id, userId, questionCount: quiz.questionCount, startedAt: now })
      .returning({ id: quizPlays.id, token: quizPlays.token, quizId: quizPlays.quizId });
    const question = await handOut(tx, play!, 0, 1, now);
    const started: PlayState = { playId: play!.token, quiz: { slug: quiz.slug, title: quiz.title, questionCount: quiz.questionCount }, question, answered: 0, finished: false };
    return { state: started, ownerId: quiz.ownerId };
  });
  // The play counts from its start (the plays figure), so the quiz's pages show it from now on.
  await refreshQuizPages(state.quiz.slug, ownerId);
  return state;
}

/** The play behind a token, locked for this transaction; another person's (or an unknown token) is a 404. */
export async function lockPlay(tx: Tx, token: string, userId: number | null) {
  const [play] = await tx.select().from(quizPlays).where(eq(quizPlays.token, token)).for('update');
  if (!play || (play.userId !== null && play.userId !== userId)) throw notFound(PLAY_MESSAGES.notFound);
  return play;
}

async function quizHeader(tx: Tx, quizId: number) {
  const [quiz] = await tx.select({ slug: quizzes.slug, title: quizzes.title }).from(quizzes).where(eq(quizzes.id, quizId));
  return quiz!;
}

/**
 * Records the answer to the question being asked (choice: its index in this play's order; null when the time ran
 * out) and hands out the next one. Answering a question already answered changes nothing and answers with where
 * the play is now, so a double tap moves the play on once.
 */
export async function answerQuestion(token: string, userId: number | null, input: { questionId: number; choice: number | null }): Promise<PlayState> {
  const now = quizClock.now();
  return getDb().transaction(async (tx) => {
    const play = await lockPlay(tx, token, userId);
    if (play.finishedAt) throw new ApiError(409, PLAY_MESSAGES.finished, 'play_finished');
    const rows = await tx
      .select({
        questionId: quizPlayAnswers.questionId,
        position: quizPlayAnswers.position,
        shownAt: quizPlayAnswers.shownAt,
        answeredAt: quizPlayAnswers.answeredAt,
        timeLimitSeconds: quizQuestions.timeLimitSeconds,
        questionPosition: quizQuestions.position,
      })
      .from(quizPlayAnswers)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizPlayAnswers.questionId))
      .where(eq(quizPlayAnswers.playId, play.id))
      .orderBy(asc(quizPlayAnswers.position));
    const open = rows.find((r) => r.answeredAt === null) ?? null;
    const header = await quizHeader(tx, play.quizId);
    const state = (question: PlayQuestion | null, answered: number): PlayState => ({
      playId: play.token,
      quiz: { ...header, questionCount: play.questionCount },
      question,
      answered,
      finished: false,
    });
    const answeredCount = rows.filter((r) => r.answeredAt !== null).length;
    if (!open || open.questionId !== input.questionId) {
      // A repeat of an answer already taken: where the play is now. Anything else is not the question asked.
      if (rows.some((r) => r.questionId === input.questionId && r.answeredAt !== null)) {
        return state(open ? await questionView(tx, play.token, open.questionId, open.position) : null, answeredCount);
      }
      throw new ApiError(409, PLAY_MESSAGES.wrongQuestion, 'wrong_question');
    }
    const answers = playOrder(
      play.token,
      await tx.select({ id: quizAnswers.id, isCorrect: quizAnswers.isCorrect }).from(quizAnswers).where(eq(quizAnswers.questionId, open.questionId)),
    );
    if (input.choice !== null && input.choice >= answers.length) throw new ApiError(400, PLAY_MESSAGES.badChoice, 'validation_error', { choice: PLAY_MESSAGES.badChoice });
    const chosen = input.choice === null ? null : answers[input.choice]!;
    const late = isLateAnswer(now.getTime() - open.shownAt.getTime(), open.timeLimitSeconds);
    await tx
      .update(quizPlayAnswers)
      .set({ answeredAt: now, answerId: chosen?.id ?? null, late: late && chosen !== null, isCorrect: !late && chosen?.isCorrect === true })
      .where(and(eq(quizPlayAnswers.playId, play.id), eq(quizPlayAnswers.questionId, open.questionId), isNull(quizPlayAnswers.answeredAt)));
    const next = await handOut(tx, play, open.questionPosition, open.position + 1, now);
    return state(next, answeredCount + 1);
  });
}
