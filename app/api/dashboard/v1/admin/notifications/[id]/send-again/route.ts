import { deliverNotificationsAfterResponse } from '@/app/api/V2/_support/notify';
import { notFound } from '@/lib/server/http/errors';
import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { sendDeadLetterAgain } from '@/lib/server/services/notifications/dead-letters';
import { rowIdOrNull } from '@/lib/validation/ids';

// POST admin/notifications/{id}/send-again → data: the message, back in the outbox with its attempts counted afresh;
// it is sent right after this answer (and retried by the notification job if it fails again). 404 for an unknown id,
// 409 not_failed when it is not on the failed list (already sent again). 'notifications.resend'.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

export const POST = staffWrite<Context>('notifications.resend', async (_request, _staff, { params }) => {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound('Notification');
  const message = await sendDeadLetterAgain(id);
  await deliverNotificationsAfterResponse();
  return ok(message, undefined, { cache: 'private' });
});
