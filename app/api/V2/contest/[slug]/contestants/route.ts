import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { findContestBySlug, listContestants } from '@/lib/server/services/contests';
import { contestantsQuerySchema } from '@/lib/validation/contests';
import { orNotFound, slugOr404 } from '../../../_support/catalogue-route';

// GET contest/{slug}/contestants?page&sort → data.contestants, meta.pagination: the "Show more" call (SPEC §4: the
// browser replaces its list with page 1 and appends later pages).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Contest');
  const { page, sort } = parseOrThrow(contestantsQuerySchema, queryObject(request));
  const contest = orNotFound(await findContestBySlug(slug), 'Contest');
  const { contestants, pagination } = await listContestants(contest, page, sort);
  return ok({ contestants, sort }, { pagination }, { headers: { 'Cache-Control': 'public, s-maxage=15, stale-while-revalidate=120' } });
});
