import { clientAddress } from '@/lib/server/auth/rate-limit';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { castVote } from '@/lib/server/services/contests';
import { voteSchema } from '@/lib/validation/contests';

// POST contest/vote {entryId} → data {voteCount, voteCountText, counted, message, nextVoteAt}. Idempotent: one vote
// per voter, entry and period (a Kathmandu day, or the contest) whatever the number of clicks, devices or tabs;
// `counted` says whether this call added it. Verified phone required; only while the contest is voting (409).
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'vote-user', client: 'vote-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { entryId } = parseOrThrow(voteSchema, await jsonBody(request));
  const address = clientAddress(request);
  const vote = await castVote(user.id, entryId, address);
  return ok(vote, undefined, { cache: 'private' });
});
