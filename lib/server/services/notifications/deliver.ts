import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { notifications, type NotificationRow } from '@/lib/server/db/schema';
import { sendMail } from '@/lib/server/mail/transport';
import { sendSms } from '@/lib/server/sms/send-sms';
import { noticeTemplate } from './templates';

// The sender: takes the due rows of the notifications outbox (enqueue.ts), renders each with its event's template
// and sends it by mail or SMS (the outbox files in the demo). It runs after the response of every request that
// records an event (and after order-detail, so a customer looking at an order also drains what is waiting): no daemon.
//
// - One sender per row: rows are claimed with FOR UPDATE SKIP LOCKED and leased (status 'sending', due again only
//   when the lease ends), so parallel senders (20 requests finishing at once, several servers) never send one twice.
// - Retried: a failed send is due again after a back-off (1 min, 5 min, 30 min, 2 h), picked up by whichever sender
//   runs next; after MAX_ATTEMPTS it stays 'failed' with its last error, for the shop to see.
// - A process that dies mid-send leaves the row 'sending' until its lease ends; the next sender then sends it again.
//   That is the one case of a second copy (the mail went out but the process died before recording it): sending at
//   least once was chosen over possibly never.

export const MAX_ATTEMPTS = 5;
const BACKOFF_SECONDS = [60, 5 * 60, 30 * 60, 2 * 60 * 60];
/** How long a sender owns its claimed rows: far above a batch of SMTP or SMS calls (each times out within 15 s). */
const LEASE_SECONDS = 10 * 60;
const DEFAULT_BATCH = 20;

export type DeliveryReport = { sent: number; retrying: number; failed: number; skipped: number };

const addSeconds = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

async function claimDue(limit: number, now: Date): Promise<NotificationRow[]> {
  const db = getDb();
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(inArray(notifications.status, ['pending', 'sending']), lte(notifications.nextAttemptAt, now)))
    .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: addSeconds(now, LEASE_SECONDS) })
    .where(inArray(notifications.id, due))
    .returning();
}

/** Only the message of an error: never the rendered content (it carries addresses and orders). */
function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

async function settle(row: NotificationRow, patch: Partial<typeof notifications.$inferInsert>): Promise<void> {
  // Only while this sender still holds the row (status 'sending' with the attempt it claimed).
  await getDb()
    .update(notifications)
    .set(patch)
    .where(and(eq(notifications.id, row.id), eq(notifications.status, 'sending'), eq(notifications.attempts, row.attempts)));
}

async function sendOne(row: NotificationRow, now: Date): Promise<keyof DeliveryReport> {
  try {
    const template = noticeTemplate(row.event);
    if (!template) throw new Error(`no template for the event ${row.event}`);
    const rendered = await template(row.subjectId, row.data);
    if (!rendered) {
      await settle(row, { status: 'skipped', lastError: null });
      return 'skipped';
    }
    if (row.channel === 'email') await sendMail({ to: row.recipient, ...rendered.email });
    else await sendSms(row.recipient, rendered.sms);
    await settle(row, { status: 'sent', sentAt: new Date(), lastError: null });
    return 'sent';
  } catch (error) {
    const last = row.attempts >= MAX_ATTEMPTS;
    await settle(row, {
      status: last ? 'failed' : 'pending',
      nextAttemptAt: last ? now : addSeconds(now, BACKOFF_SECONDS[row.attempts - 1] ?? BACKOFF_SECONDS.at(-1)!),
      lastError: reason(error),
    });
    if (process.env.NODE_ENV !== 'test') console.warn(`[notifications] ${row.event} ${row.channel} #${row.id} failed (attempt ${row.attempts}): ${reason(error)}`);
    return last ? 'failed' : 'retrying';
  }
}

/** Sends what is due (new rows, retries whose back-off has passed, rows whose sender died), at most `limit`. */
export async function deliverNotifications(options: { limit?: number; now?: Date } = {}): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const claimed = await claimDue(options.limit ?? DEFAULT_BATCH, now);
  for (const row of claimed) report[await sendOne(row, now)] += 1;
  return report;
}
