import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import { paymentMethodName } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orders, paymentAttempts, type PaymentAttemptRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { GatewayDeps } from '@/lib/server/payments/registry';
import { completePayment, type CompletedPayment } from '@/lib/server/services/payments/complete-payment';
import { markOrderPaid } from '@/lib/server/services/orders/status';
import { adminOrderNotFound, adminOrderView } from './detail';
import type { StaffMember } from './decisions';
import type { GatewayCheckOutcome, GatewayCheckResult } from './types';

// "Check with the gateway" (POST admin/orders/{id}/check-gateway): an eSewa or Khalti order whose customer paid but
// whose callback never came (the tab closed, the phone lost its signal) stays unpaid until someone asks. This asks the
// gateway's status API about the order's pending online attempts — the same "no callback, just ask" path of
// completePayment the customer's order page uses — and settles what it says with markOrderPaid, the order's one
// onPaid: paid (and a placed order confirmed, the customer told) in the transaction that marks the attempt paid.
// The attempt's row lock makes two staff members checking at once settle it once. A gateway that cannot be reached
// changes nothing and says so (503).

const OUTCOME_MESSAGES: Record<GatewayCheckOutcome, (gateway: string) => string> = {
  paid: (gateway) => `${gateway} says the customer paid. The order is now paid and the customer has been told.`,
  pending: (gateway) => `${gateway} has not completed the payment yet. Nothing changed; check again later.`,
  failed: (gateway) => `${gateway} says the payment did not go through. The order stays unpaid.`,
};

/** The order's online attempts still waiting for an answer, newest first (the one the customer tried last). */
async function pendingAttempts(orderId: number): Promise<PaymentAttemptRow[]> {
  return getDb()
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), ne(paymentAttempts.gateway, 'cod'), eq(paymentAttempts.status, 'pending')))
    .orderBy(desc(paymentAttempts.id));
}

async function ask(attempt: PaymentAttemptRow, deps: GatewayDeps): Promise<CompletedPayment> {
  try {
    return await completePayment(
      { gateway: attempt.gateway, params: {}, orderRef: attempt.orderRef },
      { ...deps, accepts: (row) => row.orderId !== null, onPaid: (tx, paid) => markOrderPaid(tx, paid) },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      // The customer-facing wording ("your payment is safe") is not what staff need: say that nothing moved.
      throw new ApiError(
        503,
        `${paymentMethodName(attempt.gateway)} could not be reached just now, so nothing was changed. Try again in a few minutes.`,
        'gateway_unavailable',
        undefined,
        60,
      );
    }
    throw error;
  }
}

export async function checkOrderWithGateway(orderId: number, staff: StaffMember, deps: GatewayDeps = {}): Promise<GatewayCheckResult> {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw adminOrderNotFound();
  if (order.paymentStatus !== 'unpaid') throw new ApiError(409, 'This order is already paid: there is nothing to ask the gateway.', 'already_paid');
  const attempts = await pendingAttempts(order.id);
  if (attempts.length === 0) {
    throw new ApiError(409, 'No eSewa or Khalti payment is waiting for an answer on this order.', 'no_pending_payment');
  }
  // Newest first; the first that turns out paid settles the order (an older attempt may be the one the customer
  // finished before trying again). Each answer is recorded on its attempt by completePayment.
  let last: { outcome: GatewayCheckOutcome; gateway: string } | null = null;
  let sawPending = false;
  for (const attempt of attempts) {
    const result = await ask(attempt, deps);
    if (result.status === 'paid') {
      last = { outcome: 'paid', gateway: attempt.gateway };
      break;
    }
    if (result.status === 'pending') sawPending = true;
    last ??= { outcome: result.status, gateway: attempt.gateway };
  }
  const outcome: GatewayCheckOutcome = last?.outcome === 'paid' ? 'paid' : sawPending ? 'pending' : 'failed';
  const gateway = last?.gateway ?? attempts[0]!.gateway;
  return { outcome, gateway, message: OUTCOME_MESSAGES[outcome](paymentMethodName(gateway)), order: await adminOrderView(orderId, staff.role) };
}
