import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { dismissReports, hideReported } from '@/lib/server/services/moderation';
import { reportActionSchema } from '@/lib/validation/moderation';
import { kindAndId, type KindIdContext } from '../../../_params';

// POST admin/moderation/reports/{kind}/{id} {action: 'hide', reason} | {action: 'dismiss'}: hide the reported thing
// (resolves every open report about it as acted on) → data as items/{kind}/{id}; or dismiss its open reports (it stays
// as it is) → data {dismissed}, 404 when none are open.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<KindIdContext>('moderation.act', async (request, staff, context) => {
  const { kind, id } = await kindAndId(context);
  const input = parseOrThrow(reportActionSchema, await jsonBody(request));
  const answer = input.action === 'hide' ? await hideReported(kind, id, input.reason, staff.user.id) : await dismissReports(kind, id, staff.user.id);
  return ok(answer, undefined, { cache: 'private' });
});
