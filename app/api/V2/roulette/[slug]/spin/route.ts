import { z } from 'zod';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { spin } from '@/lib/server/services/games';
import { gameSlugSchema, spinSchema } from '@/lib/validation/games';
import { privateOk } from '../../../_support/private-answer';

export const dynamic = 'force-dynamic';

const pathSchema = z.object({ slug: gameSlugSchema });

/**
 * POST roulette/{slug}/spin {spinId} (customers only) → the server's result: the slice to stop on, the prize and its
 * wallet code. 201 for a new spin, 200 when this spinId already spun (a double tap: the same result again).
 * 429 when today's spins are used; 409 when the game is not running.
 */
export const POST = write<{ params: Promise<{ slug: string }> }>({ account: 'play-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { slug } = parseOrThrow(pathSchema, await params);
  const { spinId } = parseOrThrow(spinSchema, await jsonBody(request));
  const result = await spin(user.id, slug, spinId);
  return privateOk(result, result.replayed ? 200 : 201);
});
