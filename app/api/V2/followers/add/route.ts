import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { follow } from '@/lib/server/services/people';
import { followSchema } from '@/lib/validation/people';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST followers/add {type: 'user' | 'business', id}: follows a person or a business (again: no change) → following, followers, followList. */
export const POST = write({ account: ['follow-pace', 'follow-user'], client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(followSchema, await jsonBody(request));
  return privateOk(await follow(user.id, input));
});
