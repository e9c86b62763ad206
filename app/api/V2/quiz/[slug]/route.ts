import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok } from '@/lib/server/http/respond';
import { getQuizDetail } from '@/lib/server/services/quizzes';
import { quizPathSchema } from '@/lib/validation/quiz';
import { orNotFound } from '../../_support/catalogue-route';
import { notFound } from '@/lib/server/http/errors';

// GET quiz/{slug} → data.itemDetails (SPEC §3 Quiz.itemDetails): the quiz, its plays, average score, leaderboard and
// reactions. Never its questions or answers: those come one at a time from a play (quiz/{slug}/start).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const parsed = quizPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  const viewer = await optionalAuth(request);
  const itemDetails = orNotFound(await getQuizDetail(parsed.data.slug, viewer?.user.id ?? null), 'Quiz');
  return ok({ itemDetails }, undefined, { cache: viewer ? 'private' : 'quiz' });
});
