import 'server-only';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { afterResponse } from './after-response';

/**
 * After the response, sends the notifications this call queued (in its own transaction) and anything else due: older
 * rows whose retry time has come, or rows a process died before sending. A failure never reaches the customer's answer;
 * the rows stay queued for the next sender (lib/server/services/notifications/deliver.ts).
 */
export function deliverNotificationsAfterResponse(): Promise<void> {
  return afterResponse('sending notifications', async () => {
    await deliverNotifications();
  });
}
