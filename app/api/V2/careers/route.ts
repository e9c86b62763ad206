import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listCareers } from '@/lib/server/services/careers';
import { pageQuerySchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

// GET careers?page → data.careers (open positions, closing soonest first), data.recentlyClosed (page 1), meta.pagination.
export const GET = handle(async (request) => {
  const { page } = parseOrThrow(pageQuerySchema, queryObject(request));
  const { careers, recentlyClosed, pagination } = await listCareers(page);
  return ok({ careers, recentlyClosed }, { pagination }, { cache: 'careers' });
});
