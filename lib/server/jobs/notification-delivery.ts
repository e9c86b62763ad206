import 'server-only';
import { deliverNotifications, type DeliveryReport } from '@/lib/server/services/notifications';
import type { JobDefinition } from './queue';

// Every minute: the outbox's due messages are sent (lib/server/services/notifications/deliver.ts). The request that
// records an event still makes the first attempt right after its response (so a mail is not a minute late); this job
// makes the retries happen on time whether or not anyone uses the shop (before it, a retry waited for the next
// request), and a message that fails its last attempt stays 'failed': the dead-letter list at /admin/notifications.
// The outbox keeps the attempts and back-off per message (1 min, 5 min, 30 min, 2 h); pg-boss's own retries below are
// for this sweep itself failing (the database away).

/** Batches per run: 20 messages each, so a backlog drains at up to 400 a minute without one run holding on. */
const MAX_BATCHES = 20;
const BATCH = 20;

export async function deliverDue(now: Date): Promise<DeliveryReport> {
  const total: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const report = await deliverNotifications({ now, limit: BATCH });
    for (const key of Object.keys(total) as (keyof DeliveryReport)[]) total[key] += report[key];
    if (report.sent + report.retrying + report.failed + report.skipped < BATCH) break;
  }
  return total;
}

export const notificationDelivery: JobDefinition = {
  name: 'notification-delivery',
  cron: '* * * * *',
  retry: { limit: 2, delaySeconds: 10 },
  expireInSeconds: 10 * 60,
  run: deliverDue,
};
