import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { addWish } from '@/lib/server/services/wishlist';
import { wishSchema } from '@/lib/validation/wishlist';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST wishes/add {id, type} (SPEC §7): idempotent; answers the whole wishlist. Unknown product → 404. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(wishSchema, await jsonBody(request));
  return privateOk(await addWish(user.id, input));
});
