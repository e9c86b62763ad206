import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listQuizzes } from '@/lib/server/services/quizzes';
import { quizListQuerySchema } from '@/lib/validation/quiz';

// GET quizzes?category&page → data.items (SPEC §3 Quiz.items): live quizzes, most played first, with their plays and
// average score; meta.pagination.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const input = parseOrThrow(quizListQuerySchema, queryObject(request));
  const { items, pagination } = await listQuizzes(input);
  return ok({ items }, { pagination }, { cache: 'quizList' });
});
