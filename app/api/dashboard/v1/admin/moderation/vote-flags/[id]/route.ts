import { notFound } from '@/lib/server/http/errors';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { reviewVoteFlag } from '@/lib/server/services/contests';
import { rowIdOrNull } from '@/lib/validation/ids';
import { flagReviewSchema } from '@/lib/validation/contests';

// POST admin/moderation/vote-flags/{id} {action: 'invalidate' | 'dismiss'} → data {id, status, votesInvalidated}:
// 'invalidate' takes the flagged votes off the entries' counts (the contests' flag service); 409 once reviewed.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<{ params: Promise<{ id: string }> }>('moderation.act', async (request, staff, { params }) => {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound('Vote flag');
  const { action } = parseOrThrow(flagReviewSchema, await jsonBody(request));
  return ok(await reviewVoteFlag(id, staff.user.id, action), undefined, { cache: 'private' });
});
