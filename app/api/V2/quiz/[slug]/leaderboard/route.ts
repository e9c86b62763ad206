import { LEADERBOARD_SIZE } from '@/lib/domain/quiz';
import { notFound } from '@/lib/server/http/errors';
import { handle, ok } from '@/lib/server/http/respond';
import { getQuizDetail } from '@/lib/server/services/quizzes';
import { quizPathSchema } from '@/lib/validation/quiz';

// GET quiz/{slug}/leaderboard → data.leaderboard: each logged-in player's best play, higher score first, ties by
// less time taken (the first LEADERBOARD_SIZE).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ slug: string }> }>(async (_request, { params }) => {
  const parsed = quizPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  const quiz = await getQuizDetail(parsed.data.slug);
  if (!quiz) throw notFound('Quiz');
  return ok({ leaderboard: quiz.leaderboard.slice(0, LEADERBOARD_SIZE) }, undefined, { cache: 'quizLeaderboard' });
});
