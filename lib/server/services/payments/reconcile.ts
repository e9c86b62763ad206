import 'server-only';
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentAttempts } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { GatewayDeps } from '@/lib/server/payments/registry';
import { refreshDonationPayment } from '@/lib/server/services/donations/donate';
import { refreshOrderAttempt } from '@/lib/server/services/orders/payment';

// Payment reconciliation (the 'payment-reconciliation' job, lib/server/jobs): an eSewa or Khalti payment whose
// callback never came (the tab closed, the phone lost its signal) is settled by asking the gateway's status API, the
// same "no callback, just ask" path of completePayment that the back office's "Check with the gateway" and the
// customer's order page use. An order's attempt is settled with markOrderPaid, a donation's with the gift's own
// onPaid: the customer or donor is told once, by the outbox, as after a callback.

/** A payment with no callback this long after it started is asked about (a customer paying takes a few minutes). */
export const RECONCILE_AFTER_MINUTES = 15;
/**
 * Older than this, nobody asks any more: the gateways drop an unfinished payment within hours (Khalti's pidx lasts 60
 * minutes), so a payment still "pending" after days is one the gateway will never complete; it stays pending, visible
 * to staff, who can still ask by hand.
 */
export const RECONCILE_GIVE_UP_AFTER_HOURS = 72;
/** Attempts asked about per run: each is one status call of up to 15 s; the next run takes the rest. */
const BATCH = 50;

export type ReconcileReport = { asked: number; paid: number; failed: number; pending: number; unreachable: number };

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Asks the gateway about every online attempt still pending RECONCILE_AFTER_MINUTES after it started. */
export async function reconcilePayments(options: { now: Date; deps?: GatewayDeps }): Promise<ReconcileReport> {
  const { now, deps = {} } = options;
  const due = await getDb()
    .select({ orderRef: paymentAttempts.orderRef, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.status, 'pending'),
        inArray(paymentAttempts.gateway, ['esewa', 'khalti']),
        lte(paymentAttempts.createdAt, minutesBefore(now, RECONCILE_AFTER_MINUTES)),
        gt(paymentAttempts.createdAt, minutesBefore(now, RECONCILE_GIVE_UP_AFTER_HOURS * 60)),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id))
    .limit(BATCH);

  const report: ReconcileReport = { asked: 0, paid: 0, failed: 0, pending: 0, unreachable: 0 };
  let unexpected: unknown = null;
  for (const attempt of due) {
    report.asked += 1;
    try {
      const status =
        attempt.orderId !== null ? (await refreshOrderAttempt(attempt.orderRef, deps)).status : await refreshDonationPayment(attempt.orderRef, deps);
      report[status] += 1;
    } catch (error) {
      // A gateway that cannot answer now, or an answer refused (amount mismatch): nothing moved; asked again next run.
      if (error instanceof ApiError) report.unreachable += 1;
      else unexpected ??= error;
    }
  }
  // One attempt's bug must not stop the others being asked; the job still fails (and is retried) so it is seen.
  if (unexpected) throw unexpected;
  return report;
}
