import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { approveMany } from '@/lib/server/services/moderation';
import { bulkApproveSchema } from '@/lib/validation/moderation';
import { kindFrom, type KindContext } from '../../../_params';

// POST admin/moderation/items/{kind}/approve {ids: [1…50 ids]} → data {approved: [ids], failed: [{id, message}]}:
// approves a page of held items at once (each on its own, so one that fails leaves the others approved).
export const dynamic = 'force-dynamic';

export const POST = staffWrite<KindContext>('moderation.act', async (request, staff, { params }) => {
  const kind = kindFrom((await params).kind);
  const { ids } = parseOrThrow(bulkApproveSchema, await jsonBody(request));
  return ok(await approveMany(kind, ids, staff.user.id), undefined, { cache: 'private' });
});
