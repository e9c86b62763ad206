import { optionalAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { answerQuestion } from '@/lib/server/services/quizzes';
import { playAnswerSchema } from '@/lib/validation/quiz';

// POST quiz-play/answer {playId, questionId, choice} → data.play: the answer is recorded (late ones count as wrong;
// nothing says whether it was right until the play is submitted) and the next question is handed out.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'play-user', client: 'write-ip' }, async (request) => {
  const auth = await optionalAuth(request);
  const input = parseOrThrow(playAnswerSchema, await jsonBody(request));
  const play = await answerQuestion(input.playId, auth?.user.id ?? null, input);
  return ok({ play }, undefined, { cache: 'private' });
});
