import 'server-only';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { QUIZ_CATEGORIES, QUIZ_PAGE_SIZE, QUIZ_STATUS_LABELS, type QuizStatus } from '@/lib/domain/quiz';
import { SLUG_MESSAGES, slugifyTitle } from '@/lib/domain/quiz-slug';
import { getDb } from '@/lib/server/db/client';
import { quizAnswers, quizQuestions, quizzes } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { bannerPath } from '@/lib/server/media/urls';
import { makePagination } from '@/lib/server/services/catalogue/product-card';
import { ownUpload } from '@/lib/server/uploads/store';
import { UPLOAD_MESSAGES, uploadUrl } from '@/lib/validation/upload';
import type { QuizSaveInput } from '@/lib/validation/quiz';
import { type CardRow, selectCards, toQuizCard } from './cards';
import { statusForNewPost } from '@/lib/server/services/moderation/gate';
import { writeQuestions } from './save-questions';
import { checkSlug, freeSlugLike, isSlugConflict, lockSlugs } from './slugs';
import type { OwnQuiz, OwnQuizCard } from './types';
import { invalidatePersonById } from '@/lib/server/services/people/invalidate';

// The owner's quizzes (/profile/quizzes and /api/dashboard/v1/quizzes): only the caller's own; anyone else's quiz
// is a 404, exactly like one that does not exist.

export function toOwnCard(r: CardRow): OwnQuizCard {
  const status = r.status as QuizStatus;
  return { ...toQuizCard(r), status, statusLabel: QUIZ_STATUS_LABELS[status], updatedAt: r.updatedAt.toISOString() };
}

export async function listMyQuizzes(userId: number, page: number) {
  const db = getDb();
  const [rows, [total]] = await Promise.all([
    selectCards()
      .where(eq(quizzes.ownerId, userId))
      .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
      .limit(QUIZ_PAGE_SIZE)
      .offset((page - 1) * QUIZ_PAGE_SIZE),
    // One person's quizzes: a handful, counted through the owner index.
    db.select({ n: sql<number>`count(*)::int` }).from(quizzes).where(eq(quizzes.ownerId, userId)),
  ]);
  const items = rows.map(toOwnCard);
  return { items, pagination: makePagination(total?.n ?? 0, items.length, page, QUIZ_PAGE_SIZE) };
}

export type QuizRef = { id: number } | { slug: string };

const byRef = (ref: QuizRef) => ('id' in ref ? eq(quizzes.id, ref.id) : eq(quizzes.slug, ref.slug));

/** The caller's quiz row, or a 404. */
export async function ownQuizRow(userId: number, ref: QuizRef): Promise<CardRow> {
  const [row] = await selectCards().where(and(byRef(ref), eq(quizzes.ownerId, userId)));
  if (!row) throw notFound('Quiz');
  return row;
}

/** The caller's quiz with its questions and which answers are right (the editor's data). */
export async function getMyQuiz(userId: number, ref: QuizRef): Promise<OwnQuiz> {
  const row = await ownQuizRow(userId, ref);
  const db = getDb();
  const [extra] = await db.select({ coverUploadId: quizzes.coverUploadId }).from(quizzes).where(eq(quizzes.id, row.id));
  const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, row.id)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const answers = questions.length
    ? await db.select().from(quizAnswers).where(inArray(quizAnswers.questionId, questions.map((q) => q.id))).orderBy(asc(quizAnswers.position), asc(quizAnswers.id))
    : [];
  return {
    ...toOwnCard(row),
    coverUploadId: extra?.coverUploadId ?? null,
    questions: questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      explanation: q.explanation,
      timeLimitSeconds: q.timeLimitSeconds,
      answers: answers.filter((a) => a.questionId === q.id).map((a) => ({ text: a.text, correct: a.isCorrect })),
    })),
  };
}

function generatedCover(category: string, title: string): string {
  const c = QUIZ_CATEGORIES.find((x) => x.slug === category) ?? QUIZ_CATEGORIES[QUIZ_CATEGORIES.length - 1]!;
  return bannerPath('card', c.motif, c.palette, title);
}

async function coverFor(userId: number, input: QuizSaveInput) {
  if (input.coverUploadId) {
    if (!(await ownUpload(input.coverUploadId, userId, 'quiz-cover'))) {
      throw new ApiError(422, UPLOAD_MESSAGES.notFound, 'cover_not_found', { coverUploadId: UPLOAD_MESSAGES.notFound });
    }
    return { cover: uploadUrl(input.coverUploadId), coverUploadId: input.coverUploadId };
  }
  // No upload (or it was removed): the category's drawn cover with the title, redrawn when either changes.
  return { cover: generatedCover(input.category, input.title), coverUploadId: null as string | null };
}

const slugTaken = () => new ApiError(409, SLUG_MESSAGES.taken, 'slug_taken', { slug: SLUG_MESSAGES.taken });

/**
 * Creates the caller's quiz. A double tap is one quiz: the caller's creates are serialised by a lock, and the same
 * title from them within a minute answers with the quiz that holds it.
 */
export async function createQuiz(userId: number, input: QuizSaveInput): Promise<OwnQuiz> {
  const cover = await coverFor(userId, input);
  try {
    const id = await getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quizzes:create'), ${userId})`);
      const [recent] = await tx
        .select({ id: quizzes.id })
        .from(quizzes)
        .where(and(eq(quizzes.ownerId, userId), eq(quizzes.title, input.title), gt(quizzes.createdAt, sql`now() - interval '1 minute'`)));
      if (recent) return recent.id;
      const slug = await slugForSave(tx, input, undefined);
      const status = await statusOnSave(tx, userId, input.publish, null);
      const [row] = await tx
        .insert(quizzes)
        .values({
          slug,
          title: input.title,
          description: input.description,
          category: input.category,
          cover: cover.cover,
          coverUploadId: cover.coverUploadId,
          ownerId: userId,
          status,
          publishedAt: status === 'approved' ? new Date() : null,
        })
        .returning({ id: quizzes.id });
      const totals = await writeQuestions(tx, row!.id, input.questions);
      await tx.update(quizzes).set(totals).where(eq(quizzes.id, row!.id));
      return row!.id;
    });
    await invalidatePersonById(userId); // their page lists their live quizzes
    return getMyQuiz(userId, { id });
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/**
 * The status a save gives: a draft stays its maker's; a published quiz is live or waits for staff, as the shop's
 * moderation policy for quizzes and the new-account rule say (403 when the maker is blocked from quizzes). A quiz the
 * shop hid waits for staff again whatever the policy, so an edit never puts it back by itself.
 */
async function statusOnSave(tx: Tx, userId: number, publish: boolean, current: string | null): Promise<'draft' | 'pending' | 'approved'> {
  if (!publish) return 'draft';
  const status = await statusForNewPost(tx, 'quiz', userId);
  return current === 'rejected' ? 'pending' : status;
}

/** The slug to save: the typed one (409 when taken or refused), or the title's (numbered when taken). */
async function slugForSave(tx: Tx, input: QuizSaveInput, quizId: number | undefined): Promise<string> {
  const check = await checkSlug({ slug: input.slug ?? slugifyTitle(input.title), quizId }, tx);
  await lockSlugs(tx, check.slug);
  if (check.available) return check.slug;
  if (input.slug !== undefined && check.message === SLUG_MESSAGES.taken) throw slugTaken();
  if (input.slug !== undefined || !check.suggestion) throw new ApiError(400, check.message ?? SLUG_MESSAGES.format, 'validation_error', { slug: check.message ?? SLUG_MESSAGES.format });
  return (await freeSlugLike(tx, check.slug, quizId)) ?? check.suggestion;
}

/** Saves the caller's quiz (all of it, as the editor holds it); another person's quiz is a 404. */
export async function updateQuiz(userId: number, quizId: number, input: QuizSaveInput): Promise<OwnQuiz> {
  const cover = await coverFor(userId, input);
  try {
    await getDb().transaction(async (tx) => {
      const [current] = await tx
        .select({ id: quizzes.id, slug: quizzes.slug, publishedAt: quizzes.publishedAt, status: quizzes.status })
        .from(quizzes)
        .where(and(eq(quizzes.id, quizId), eq(quizzes.ownerId, userId)))
        .for('update');
      if (!current) throw notFound('Quiz');
      // Keeping the address it has needs no check; a new typed address, or none, goes through the slug rule.
      const slug = input.slug === undefined || input.slug === current.slug ? current.slug : await slugForSave(tx, input, quizId);
      const status = await statusOnSave(tx, userId, input.publish, current.status);
      const totals = await writeQuestions(tx, quizId, input.questions);
      await tx
        .update(quizzes)
        .set({
          slug,
          title: input.title,
          description: input.description,
          category: input.category,
          cover: cover.cover,
          coverUploadId: cover.coverUploadId,
          status,
          publishedAt: status === 'approved' ? (current.publishedAt ?? new Date()) : current.publishedAt,
          updatedAt: new Date(),
          ...totals,
        })
        .where(eq(quizzes.id, quizId));
    });
  } catch (error) {
    if (isSlugConflict(error)) throw slugTaken();
    throw error;
  }
  await invalidatePersonById(userId);
  return getMyQuiz(userId, { id: quizId });
}

/** Deletes the caller's quiz with its questions, plays and leaderboard. */
export async function deleteQuiz(userId: number, quizId: number): Promise<{ id: number; deleted: boolean }> {
  const [row] = await getDb().delete(quizzes).where(and(eq(quizzes.id, quizId), eq(quizzes.ownerId, userId))).returning({ id: quizzes.id });
  if (!row) throw notFound('Quiz');
  await invalidatePersonById(userId);
  return { id: row.id, deleted: true };
}
