import { z } from 'zod';
import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { findGame, gameStatus, gameView, treasureBoard } from '@/lib/server/services/games';
import { gameSlugSchema } from '@/lib/validation/games';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

const pathSchema = z.object({ slug: gameSlugSchema });

/**
 * GET treasure/{slug} → data.game (rules and the prizes' real chances), data.board (the cells; for a customer their
 * board of the day, made now if new, with what was found under the cells already dug — never under the others).
 */
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { slug } = parseOrThrow(pathSchema, await params);
  const auth = await optionalAuth(request);
  const game = await findGame(slug, 'treasure');
  const userId = auth?.user.id ?? null;
  return privateOk({ game: await gameView(game), board: await treasureBoard(game, userId), status: await gameStatus(game, userId) });
});
