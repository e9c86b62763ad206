import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { getContactMessage } from '@/lib/server/services/applications';
import { idFrom, type IdContext } from '../../_params';

// GET admin/applications/contact/{id} → data: the Contact message with its fields, last decision and what may be done now.
export const dynamic = 'force-dynamic';

export const GET = staffRead<IdContext>('moderation.act', async (_request, _staff, context) => {
  return ok(await getContactMessage(await idFrom(context, 'Contact message')), undefined, { cache: 'private' });
});
