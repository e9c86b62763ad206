import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { inboxTicket } from '@/lib/server/services/support';
import { idOf, type IdContext } from '../../_params';

// GET admin/support/tickets/{id} → data: the conversation with internal notes, the customer and their recent orders,
// the assignee and who could be, the canned replies. 'support.answer'.
export const dynamic = 'force-dynamic';

export const GET = staffRead<IdContext>('support.answer', async (_request, _staff, { params }) =>
  ok(await inboxTicket(await idOf(params, 'Ticket')), undefined, { cache: 'private' }),
);
