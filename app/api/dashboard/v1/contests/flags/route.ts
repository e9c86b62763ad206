import { requireStaffAccess } from '@/lib/server/auth/back-office';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listVoteFlags } from '@/lib/server/services/contests';
import { flagsQuerySchema } from '@/lib/validation/contests';

// GET contests/flags?status=open&page → data.flags: suspicious voting for staff to review (staff only: anyone else
// gets the same 404 as an unknown path, so the queue's existence is not advertised).
export const dynamic = 'force-dynamic';

export const GET = handle(async (request) => {
  await requireStaffAccess(request, 'moderation.act');
  const { status, page } = parseOrThrow(flagsQuerySchema, queryObject(request));
  return ok({ flags: await listVoteFlags(status, page) }, undefined, { cache: 'private' });
});
