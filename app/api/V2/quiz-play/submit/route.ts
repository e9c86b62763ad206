import { optionalAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { submitPlay } from '@/lib/server/services/quizzes';
import { playSubmitSchema } from '@/lib/validation/quiz';

// POST quiz-play/submit {playId} → data.result: the score the server counted, the right answers and the leaderboard.
// Submitting again (a double tap, a second tab) answers with the same result; the play counts once.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'play-user', client: 'write-ip' }, async (request) => {
  const auth = await optionalAuth(request);
  const { playId } = parseOrThrow(playSubmitSchema, await jsonBody(request));
  const result = await submitPlay(playId, auth?.user.id ?? null);
  return ok({ result }, undefined, { cache: 'private' });
});
