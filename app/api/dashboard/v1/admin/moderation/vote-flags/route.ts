import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listVoteFlags } from '@/lib/server/services/contests';
import { flagsQuerySchema } from '@/lib/validation/contests';

// GET admin/moderation/vote-flags?status=open|invalidated|dismissed&page → data.flags: suspicious contest voting
// (the contests' own flag service, as contests/flags answers it), for the moderation screen's tab.
export const dynamic = 'force-dynamic';

export const GET = staffRead('moderation.act', async (request) => {
  const { status, page } = parseOrThrow(flagsQuerySchema, queryObject(request));
  return ok({ flags: await listVoteFlags(status, page) }, undefined, { cache: 'private' });
});
