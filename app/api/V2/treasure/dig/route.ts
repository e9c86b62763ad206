import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { dig } from '@/lib/server/services/games';
import { digSchema } from '@/lib/validation/games';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/**
 * POST treasure/dig {treasureId, productId, digId} (SPEC §7) → what was under that cell, its wallet code when it
 * was a prize, and the board. 201 for a new dig, 200 for a repeated digId; 409 for a cell already dug; 429 when
 * today's digs are used.
 */
export const POST = write({ account: 'play-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(digSchema, await jsonBody(request));
  const result = await dig(user.id, input);
  return privateOk(result, result.replayed ? 200 : 201);
});
