import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listWallet } from '@/lib/server/services/games';
import { pageQuerySchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

/** GET prize-wallet?page → data.prizes (the customer's own: code, what it gives, condition, state, expiry), meta.pagination. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { page } = parseOrThrow(pageQuerySchema, queryObject(request));
  const { prizes, pagination } = await listWallet(user.id, page);
  return ok({ prizes }, { pagination }, { cache: 'private' });
});
