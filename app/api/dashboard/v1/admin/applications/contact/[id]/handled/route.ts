import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { markContactHandled } from '@/lib/server/services/applications';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/applications/contact/{id}/handled → data: the message, handled (nothing more to do). Again: no change.
// 'moderation.act'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('moderation.act', async (_request, staff, context) => {
  const id = await idFrom(context, 'Contact message');
  return ok(await markContactHandled(id, staff.user.id), undefined, { cache: 'private' });
});
