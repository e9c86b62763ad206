import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { addReaction } from '@/lib/server/services/engagement';
import { reactionSchema } from '@/lib/validation/engagement';

// POST reactions/add {targetType, targetId, kind} → data.reactions {counts, total, mine}. Idempotent: a double
// tap counts once. Without a login: 401 'User is not authenticated' (SPEC §6, §8).
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'react-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(reactionSchema, await jsonBody(request));
  return ok(await addReaction(user.id, input), undefined, { cache: 'private' });
});
