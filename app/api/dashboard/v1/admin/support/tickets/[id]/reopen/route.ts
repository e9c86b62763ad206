import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { reopenAsStaff } from '@/lib/server/services/support';
import { idOf, type IdContext } from '../../../_params';

// POST admin/support/tickets/{id}/reopen → data {status: 'open'} (waiting for us again); 409 not_resolved.
// 'support.answer'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('support.answer', async (_request, _staff, { params }) =>
  ok(await reopenAsStaff(await idOf(params, 'Ticket')), undefined, { cache: 'private' }),
);
