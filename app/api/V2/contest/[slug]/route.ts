import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getContestPage } from '@/lib/server/services/contests';
import { contestantsQuerySchema } from '@/lib/validation/contests';
import { orNotFound, slugOr404 } from '../../_support/catalogue-route';

// GET contest/{slug}?page&sort → data.contestInfo (rules, prizes, timeline…), data.banner, data.promotions,
// data.contestants (24 a page, sort votes|newest), data.winners (once announced), data.self (the caller's own
// entries, any status), meta.pagination (SPEC §3 Contest).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Contest');
  const { page, sort } = parseOrThrow(contestantsQuerySchema, queryObject(request));
  const viewer = await optionalAuth(request);
  const data = orNotFound(await getContestPage(slug, { page, sort, viewerId: viewer?.user.id ?? null }), 'Contest');
  const { pagination, ...rest } = data;
  return ok(rest, { pagination }, { cache: viewer ? 'private' : 'contest' });
});
