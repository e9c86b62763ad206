import { optionalAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { ok } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { startPlay } from '@/lib/server/services/quizzes';
import { quizPathSchema } from '@/lib/validation/quiz';

// POST quiz/{slug}/start → 201 data.play: a new play (its playId) and its first question, whose clock starts now.
// Guests may play (scored, not on the leaderboard); a logged-in player's play is theirs alone.
export const dynamic = 'force-dynamic';

export const POST = write<{ params: Promise<{ slug: string }> }>({ account: 'play-user', client: 'quiz-play-ip' }, async (request, { params }) => {
  const parsed = quizPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  const auth = await optionalAuth(request);
  const play = await startPlay(parsed.data.slug, auth?.user.id ?? null);
  return ok({ play }, undefined, { status: 201, cache: 'private' });
});
