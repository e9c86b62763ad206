import { requireAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { deleteQuiz, getMyQuiz, updateQuiz } from '@/lib/server/services/quizzes';
import { quizIdPathSchema, quizSaveSchema } from '@/lib/validation/quiz';

// GET quizzes/{id} → data.quiz (with its questions and which answers are right: the owner's editor);
// POST or PUT quizzes/{id} {…as create} → data.quiz; DELETE quizzes/{id}. Another person's quiz is a 404.
export const dynamic = 'force-dynamic';

type Ctx = { params: Promise<{ id: string }> };
async function quizId(params: Ctx['params']): Promise<number> {
  const parsed = quizIdPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  return parsed.data.id;
}

export const GET = handle<Ctx>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  return ok({ quiz: await getMyQuiz(user.id, { id: await quizId(params) }) }, undefined, { cache: 'private' });
});

const save = write<Ctx>({ account: 'quiz-save-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const id = await quizId(params);
  const input = parseOrThrow(quizSaveSchema, await jsonBody(request));
  return ok({ quiz: await updateQuiz(user.id, id, input) }, undefined, { cache: 'private' });
});

export const POST = save;
export const PUT = save;

export const DELETE = write<Ctx>({ account: 'quiz-save-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  return ok(await deleteQuiz(user.id, await quizId(params)), undefined, { cache: 'private' });
});
