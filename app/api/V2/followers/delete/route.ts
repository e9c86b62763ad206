import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { unfollow } from '@/lib/server/services/people';
import { followSchema } from '@/lib/validation/people';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST followers/delete {type: 'user' | 'business', id}: stops following (again: no change) → following, followers, followList. */
export const POST = write({ account: ['follow-pace', 'follow-user'], client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(followSchema, await jsonBody(request));
  return privateOk(await unfollow(user.id, input));
});
