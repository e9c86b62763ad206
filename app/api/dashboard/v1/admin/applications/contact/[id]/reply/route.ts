import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { replyToContactMessage } from '@/lib/server/services/applications';
import { contactReplySchema } from '@/lib/validation/applications';
import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/applications/contact/{id}/reply {body} → data: the message with its answers; the answer goes by mail (by
// SMS when only a phone was given) and the message becomes 'answered'. The same words twice are sent once.
// 'moderation.act'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('moderation.act', async (request, staff, context) => {
  const id = await idFrom(context, 'Contact message');
  const { body } = parseOrThrow(contactReplySchema, await jsonBody(request));
  const message = await replyToContactMessage(id, body, { userId: staff.user.id, name: staff.user.name });
  await deliverNotificationsAfterResponse();
  return ok(message, undefined, { cache: 'private' });
});
