import { z } from 'zod';
import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { findGame, gameStatus, gameView } from '@/lib/server/services/games';
import { gameSlugSchema } from '@/lib/validation/games';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

const pathSchema = z.object({ slug: gameSlugSchema });

/**
 * GET roulette/{slug} ('latest' = the newest running wheel) → data.game (rules, every slice with its real chance and
 * caps), data.status (prizes left today; for a customer, spins left today). Never the next result: there is none
 * until a spin is asked for.
 */
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { slug } = parseOrThrow(pathSchema, await params);
  const auth = await optionalAuth(request);
  const game = await findGame(slug, 'roulette');
  return privateOk({ game: await gameView(game), status: await gameStatus(game, auth?.user.id ?? null) });
});
