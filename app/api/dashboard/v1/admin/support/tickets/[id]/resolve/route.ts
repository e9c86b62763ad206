import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { resolveAsStaff } from '@/lib/server/services/support';
import { idOf, type IdContext } from '../../../_params';

// POST admin/support/tickets/{id}/resolve → data {status: 'resolved'}; 409 already_resolved. 'support.answer'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('support.answer', async (_request, _staff, { params }) =>
  ok(await resolveAsStaff(await idOf(params, 'Ticket')), undefined, { cache: 'private' }),
);
