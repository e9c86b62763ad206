import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listReportGroups } from '@/lib/server/services/moderation';
import { cursorQuerySchema } from '@/lib/validation/moderation';

// GET admin/moderation/reports?cursor → data {groups, next}: open reports grouped by what they are about (one row per
// reported thing: how many, why, the reported text and where it is, each reporter with their history), newest
// reported first; pass `next` as the cursor for the following page.
export const dynamic = 'force-dynamic';

export const GET = staffRead('moderation.act', async (request) => {
  const { cursor } = parseOrThrow(cursorQuerySchema, queryObject(request));
  return ok(await listReportGroups(cursor ?? null), undefined, { cache: 'private' });
});
