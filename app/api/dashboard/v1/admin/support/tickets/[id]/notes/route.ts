import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { addTicketNote } from '@/lib/server/services/support';
import { ticketNoteSchema } from '@/lib/validation/support-inbox';
import { idOf, type IdContext } from '../../../_params';

// POST admin/support/tickets/{id}/notes {body, clientToken} → 201 {noteId}; an internal note, never shown or sent to
// the customer. The same clientToken again → 200, one note. 'support.answer'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('support.answer', async (request, staff, { params }) => {
  const ticketId = await idOf(params, 'Ticket');
  const input = parseOrThrow(ticketNoteSchema, await jsonBody(request));
  const result = await addTicketNote(ticketId, { userId: staff.user.id, name: staff.user.name }, input);
  return ok(result, undefined, { status: result.duplicate ? 200 : 201, cache: 'private' });
});
