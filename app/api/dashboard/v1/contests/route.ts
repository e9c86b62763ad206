import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { createContest, listOwnContests } from '@/lib/server/services/contests';
import { contestCreateSchema } from '@/lib/validation/contests';

// Dashboard API (SPEC §6, §7: base /api/dashboard/v1, the same bearer token or session cookie as V2).
// GET contests → data.contests: the contests the caller runs, each with its pending-entry count.
// POST contests {slug, title, summary, rules, prizes, promotions, bannerUploadId?, entryKind, entryApproval, voteRule,
// maxEntriesPerPerson, entriesOpenAt, votingOpensAt, votingClosesAt, winnersDueAt} → 201 data.contest.
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return ok({ contests: await listOwnContests(user.id) }, undefined, { cache: 'private' });
});

export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(contestCreateSchema, await jsonBody(request));
  return ok({ contest: await createContest(user.id, input) }, undefined, { status: 201, cache: 'private' });
});
