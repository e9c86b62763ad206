import { requireAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { handle, ok } from '@/lib/server/http/respond';
import { getMyQuiz } from '@/lib/server/services/quizzes';
import { quizIdPathSchema } from '@/lib/validation/quiz';

// GET quizzes/{id}/questions → data.questions: the owner's questions with their answers and which one is right
// (SPEC §7 "questions, answers"); they are written with the quiz (POST quizzes/{id}). Another person's quiz: 404.
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const parsed = quizIdPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  const { questions } = await getMyQuiz(user.id, { id: parsed.data.id });
  return ok({ questions }, undefined, { cache: 'private' });
});
