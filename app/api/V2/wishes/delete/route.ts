import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { removeWish } from '@/lib/server/services/wishlist';
import { wishSchema } from '@/lib/validation/wishlist';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST wishes/delete {id, type} (SPEC §7): removed whether or not it was there; answers the whole wishlist. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(wishSchema, await jsonBody(request));
  return privateOk(await removeWish(user.id, input));
});
