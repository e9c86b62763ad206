import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { playScore } from '@/lib/server/services/quizzes';
import { playScoreQuerySchema } from '@/lib/validation/quiz';

// GET quiz-play/score?playId → data.result of a submitted play (409 before it is submitted).
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const auth = await optionalAuth(request);
  const { playId } = parseOrThrow(playScoreQuerySchema, queryObject(request));
  const result = await playScore(playId, auth?.user.id ?? null);
  return ok({ result }, undefined, { cache: 'private' });
});
