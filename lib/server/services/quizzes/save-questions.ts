import 'server-only';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { quizAnswers, quizQuestions } from '@/lib/server/db/schema';
import type { QuizQuestionInput } from '@/lib/validation/quiz';
import type { getDb } from '@/lib/server/db/client';

// Writes a quiz's questions as the editor sent them, in place: a question keeps its id (and with it its plays'
// answers and its right-answer counts) when the editor sends it back; answers are rewritten by position, so a
// past play's chosen answer keeps pointing at the same slot. Questions the editor dropped are deleted.

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

async function writeAnswers(tx: Tx, questionId: number, answers: QuizQuestionInput['answers']): Promise<void> {
  const existing = await tx.select({ id: quizAnswers.id }).from(quizAnswers).where(eq(quizAnswers.questionId, questionId)).orderBy(asc(quizAnswers.position), asc(quizAnswers.id));
  // Clear the right answer first: the partial unique index allows one per question at any moment.
  if (existing.length) await tx.update(quizAnswers).set({ isCorrect: false }).where(eq(quizAnswers.questionId, questionId));
  const extra = existing.slice(answers.length).map((a) => a.id);
  if (extra.length) await tx.delete(quizAnswers).where(inArray(quizAnswers.id, extra));
  for (const [i, a] of answers.entries()) {
    const row = existing[i];
    if (row) await tx.update(quizAnswers).set({ position: i + 1, text: a.text, isCorrect: a.correct }).where(eq(quizAnswers.id, row.id));
    else await tx.insert(quizAnswers).values({ questionId, position: i + 1, text: a.text, isCorrect: a.correct });
  }
}

/** Replaces the quiz's questions with these; answers with the number of questions and their total time. */
export async function writeQuestions(tx: Tx, quizId: number, questions: QuizQuestionInput[]): Promise<{ questionCount: number; totalSeconds: number }> {
  const current = await tx.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  const ours = new Set(current.map((q) => q.id));
  const kept = questions.map((q) => q.id).filter((id): id is number => id !== undefined && ours.has(id));
  await tx.delete(quizQuestions).where(kept.length ? and(eq(quizQuestions.quizId, quizId), notInArray(quizQuestions.id, kept)) : eq(quizQuestions.quizId, quizId));
  for (const [i, q] of questions.entries()) {
    const values = { position: i + 1, prompt: q.prompt, explanation: q.explanation, timeLimitSeconds: q.timeLimitSeconds };
    let id = q.id !== undefined && ours.has(q.id) ? q.id : undefined;
    if (id) await tx.update(quizQuestions).set(values).where(eq(quizQuestions.id, id));
    else [{ id }] = (await tx.insert(quizQuestions).values({ quizId, ...values }).returning({ id: quizQuestions.id })) as [{ id: number }];
    await writeAnswers(tx, id!, q.answers);
  }
  return { questionCount: questions.length, totalSeconds: questions.reduce((s, q) => s + q.timeLimitSeconds, 0) };
}
