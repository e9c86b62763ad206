import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { replyAsStaff } from '@/lib/server/services/support';
import { staffReplySchema } from '@/lib/validation/support-inbox';
import { idOf, type IdContext } from '../../../_params';

// POST admin/support/tickets/{id}/replies {body, attachments?, clientToken} → 201 data {messageId, duplicate: false};
// the same clientToken again → 200 {messageId of the first, duplicate: true}, nothing posted or sent twice. The
// customer is told by mail and SMS (sent after the response). 'support.answer'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('support.answer', async (request, staff, { params }) => {
  const ticketId = await idOf(params, 'Ticket');
  const input = parseOrThrow(staffReplySchema, await jsonBody(request));
  const result = await replyAsStaff(ticketId, { userId: staff.user.id, name: staff.user.name }, input);
  if (!result.duplicate) await deliverNotificationsAfterResponse();
  return ok({ messageId: result.messageId, duplicate: result.duplicate }, undefined, { status: result.duplicate ? 200 : 201, cache: 'private' });
});
