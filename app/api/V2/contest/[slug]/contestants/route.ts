import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { findContestBySlug, listContestants } from '@/lib/server/services/contests';
import { contestantsQuerySchema } from '@/lib/validation/contests';
import { orNotFound, slugOr404 } from '../../../_support/catalogue-route';

// GET contest/{slug}/contestants?page&sort → data.contestants, data.votedEntryIds (which of them the caller already
// voted for today, or in this contest), meta.pagination: the "Show more" call (SPEC §4: the browser replaces its list
// with page 1 and appends later pages).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Contest');
  const { page, sort } = parseOrThrow(contestantsQuerySchema, queryObject(request));
  const viewer = await optionalAuth(request);
  const contest = orNotFound(await findContestBySlug(slug), 'Contest');
  const { contestants, pagination, votedEntryIds } = await listContestants(contest, page, sort, viewer?.user.id ?? null);
  return ok({ contestants, sort, votedEntryIds }, { pagination }, { cache: viewer ? 'private' : 'contest' });
});
