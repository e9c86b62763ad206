import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { assignTicket } from '@/lib/server/services/support';
import { assignTicketSchema } from '@/lib/validation/support-inbox';
import { idOf, type IdContext } from '../../../_params';

// POST admin/support/tickets/{id}/assign {assigneeId | null} → data {assignee, changed}. Only support, managers and
// the owner can be given a ticket (422 naming assigneeId otherwise). 'support.answer'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('support.answer', async (request, _staff, { params }) => {
  const ticketId = await idOf(params, 'Ticket');
  const { assigneeId } = parseOrThrow(assignTicketSchema, await jsonBody(request));
  return ok(await assignTicket(ticketId, assigneeId), undefined, { cache: 'private' });
});
