import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { createQuiz, listMyQuizzes } from '@/lib/server/services/quizzes';
import { myQuizListQuerySchema, quizSaveSchema } from '@/lib/validation/quiz';

// Dashboard (SPEC §6–7, base /api/dashboard/v1, the same bearer token as V2):
// GET quizzes?page → data.items: the caller's own quizzes with their status, plays and average score.
// POST quizzes {title, slug?, description, category, coverUploadId?, publish, questions[]} → 201 data.quiz.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { page } = parseOrThrow(myQuizListQuerySchema, queryObject(request));
  const { items, pagination } = await listMyQuizzes(user.id, page);
  return ok({ items }, { pagination }, { cache: 'private' });
});

export const POST = write({ account: 'quiz-save-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(quizSaveSchema, await jsonBody(request));
  const quiz = await createQuiz(user.id, input);
  return ok({ quiz }, undefined, { status: 201, cache: 'private' });
});
