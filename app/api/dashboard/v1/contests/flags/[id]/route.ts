import { requireStaffAccess } from '@/lib/server/auth/back-office';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { reviewVoteFlag } from '@/lib/server/services/contests';
import { flagReviewSchema } from '@/lib/validation/contests';
import { pathId } from '../../_params';

// POST contests/flags/{id} {action: 'invalidate' | 'dismiss'} → data {id, status, votesInvalidated}. Staff only.
// 'invalidate' marks the flag's votes invalid and takes them off the entries' published counts.
export const dynamic = 'force-dynamic';

export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireStaffAccess(request, 'moderation.act');
  const id = pathId((await params).id, 'Vote flag');
  const { action } = parseOrThrow(flagReviewSchema, await jsonBody(request));
  return ok(await reviewVoteFlag(id, user.id, action), undefined, { cache: 'private' });
});
