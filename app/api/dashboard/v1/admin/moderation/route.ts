import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listQueue } from '@/lib/server/services/moderation';
import { queueQuerySchema } from '@/lib/validation/moderation';

// GET admin/moderation?kind=review|comment|contest_entry|quiz&state=held|published|hidden&cursor → data {items, next}:
// one page of a kind's queue (held oldest first; published and hidden newest first), keyset by id: pass `next` as
// the cursor for the following page (null: no more).
export const dynamic = 'force-dynamic';

export const GET = staffRead('moderation.act', async (request) => {
  const { kind, state, cursor } = parseOrThrow(queueQuerySchema, queryObject(request));
  return ok(await listQueue(kind, state, cursor ?? null), undefined, { cache: 'private' });
});
