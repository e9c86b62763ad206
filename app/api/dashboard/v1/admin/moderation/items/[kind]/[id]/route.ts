import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { decide } from '@/lib/server/services/moderation';
import { decisionSchema } from '@/lib/validation/moderation';
import { kindAndId, type KindIdContext } from '../../../_params';

// POST admin/moderation/items/{kind}/{id} {action: 'approve'} | {action: 'hide', reason} → data {kind, id, state,
// reason, changed, reportsResolved}. Approve publishes the item (its counts rise); hide takes it off every page, list
// and count at once, shows the reason to its author, and resolves the open reports about it. Deciding what is already
// decided changes nothing (changed: false).
export const dynamic = 'force-dynamic';

export const POST = staffWrite<KindIdContext>('moderation.act', async (request, staff, context) => {
  const { kind, id } = await kindAndId(context);
  const decision = parseOrThrow(decisionSchema, await jsonBody(request));
  return ok(await decide(kind, id, decision, staff.user.id), undefined, { cache: 'private' });
});
