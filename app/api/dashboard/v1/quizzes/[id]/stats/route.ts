import { requireAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { handle, ok } from '@/lib/server/http/respond';
import { quizStats } from '@/lib/server/services/quizzes';
import { quizIdPathSchema } from '@/lib/validation/quiz';

// GET quizzes/{id}/stats → data.stats (SPEC §3 Quiz.stats): plays, completions, average score, each question's
// right-answer rate and the leaderboard. Another person's quiz: 404.
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const parsed = quizIdPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  return ok({ stats: await quizStats(user.id, { id: parsed.data.id }) }, undefined, { cache: 'private' });
});
