import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentAttempts, type PaymentAttemptRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import type { GatewayDeps } from '@/lib/server/payments/registry';
import {
  GatewayUnavailableError,
  PaymentRefusedError,
  type PaymentVerdict,
  type ReturnParams,
} from '@/lib/server/payments/types';
import {
  findAttemptByGatewayRef,
  findAttemptByRef,
  gatewayOrThrow,
  paymentNotFound,
  type PaymentTx,
} from './attempts';

/**
 * Runs inside the transaction that marks the attempt paid, exactly once per attempt (checkout passes a function that
 * marks the order paid). Throwing rolls the whole thing back: the attempt stays unpaid and the caller gets the error.
 */
export type OnPaid = (tx: PaymentTx, attempt: PaymentAttemptRow) => Promise<void>;

/**
 * Whether an attempt is one the caller settles: an order's return route settles orders' attempts, the donations'
 * route donations'. A callback for the other kind is refused before the gateway is asked or anything is marked:
 * settling it here would mark the attempt paid without its own onPaid (a gift never counted, an order never paid).
 */
export type AcceptsAttempt = (attempt: PaymentAttemptRow) => boolean | Promise<boolean>;

/** The callback is about a payment of another kind (a donation's on the order route, or the other way round). */
export const WRONG_PAYMENT_KIND = 'payment_wrong_kind';

export type CompletePaymentInput = {
  gateway: string;
  /** The callback's query string or form body. Empty = just ask the gateway (no callback came). */
  params: ReturnParams;
  /** Which attempt, when the caller knows it (e.g. from its own URL); otherwise taken from the callback. */
  orderRef?: string | undefined;
};

export type CompletedPayment = {
  attemptId: number;
  orderId: number | null;
  orderRef: string;
  gateway: string;
  amountPaisa: number;
  status: 'pending' | 'paid' | 'failed';
  /** True when the attempt was already paid before this call (a replayed callback): onPaid did not run again. */
  alreadyPaid: boolean;
  paidAt: Date | null;
};

function summary(row: PaymentAttemptRow, alreadyPaid: boolean): CompletedPayment {
  return {
    attemptId: row.id,
    orderId: row.orderId,
    orderRef: row.orderRef,
    gateway: row.gateway,
    amountPaisa: row.amountPaisa,
    status: row.status === 'paid' ? 'paid' : row.status === 'failed' ? 'failed' : 'pending',
    alreadyPaid,
    paidAt: row.paidAt,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

async function verify(
  gatewayId: string,
  params: ReturnParams,
  attempt: PaymentAttemptRow,
  deps: GatewayDeps,
): Promise<PaymentVerdict> {
  const gateway = gatewayOrThrow(gatewayId, deps);
  try {
    const verdict = await gateway.verifyReturn(params, {
      orderRef: attempt.orderRef,
      amountPaisa: attempt.amountPaisa,
      gatewayRef: attempt.gatewayRef,
    });
    // The adapters already compare; this guards against an adapter that forgot to.
    if (verdict.orderRef !== attempt.orderRef || verdict.amountPaisa !== attempt.amountPaisa) {
      throw new PaymentRefusedError('The gateway answer does not match this payment.');
    }
    return verdict;
  } catch (error) {
    if (error instanceof PaymentRefusedError) {
      // Never log the callback itself (it is customer data); the reason and our ref are enough to investigate.
      console.warn('[payments] refused', gatewayId, attempt.orderRef, error.message);
      throw new ApiError(422, error.message, 'payment_refused');
    }
    if (error instanceof GatewayUnavailableError) {
      throw new ApiError(
        503,
        `${error.message} If money left your wallet, your payment is safe: we will confirm it shortly.`,
        'gateway_unavailable',
      );
    }
    throw error;
  }
}

/**
 * Settles an attempt from a gateway callback (or from a plain status check when `params` is empty). The gateway's
 * status/lookup API always has the last word. Idempotent: a replayed callback for a paid attempt changes nothing and
 * `onPaid` runs once; forged, mismatching or unknown callbacks are refused (422/404) and leave the attempt unpaid.
 */
export async function completePayment(
  input: CompletePaymentInput,
  options: GatewayDeps & { onPaid?: OnPaid | undefined; accepts?: AcceptsAttempt | undefined } = {},
): Promise<CompletedPayment> {
  const gateway = gatewayOrThrow(input.gateway, options);
  const claimed = gateway.referenceFromReturn(input.params);
  const orderRef = input.orderRef ?? claimed.orderRef;
  let attempt: PaymentAttemptRow | null = null;
  if (orderRef) attempt = await findAttemptByRef(orderRef);
  else if (claimed.gatewayRef) attempt = await findAttemptByGatewayRef(gateway.id, claimed.gatewayRef);
  if (!attempt || attempt.gateway !== gateway.id) throw paymentNotFound();
  if (options.accepts && !(await options.accepts(attempt))) {
    throw new ApiError(409, 'This payment is not the kind this page settles.', WRONG_PAYMENT_KIND);
  }

  const verdict = await verify(gateway.id, input.params, attempt, options);
  const attemptId = attempt.id;

  try {
    return await getDb().transaction(async (tx) => {
      // Row lock: two callbacks for one attempt (browser redirect + a retry) settle it one after the other.
      const [row] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
      if (!row) throw paymentNotFound();
      if (row.status === 'paid') return summary(row, true);
      const now = new Date();
      if (verdict.status === 'paid') {
        const [paid] = await tx
          .update(paymentAttempts)
          .set({
            status: 'paid',
            paidAt: now,
            updatedAt: now,
            gatewayRef: verdict.gatewayRef ?? row.gatewayRef,
            rawResponse: verdict.raw,
          })
          .where(eq(paymentAttempts.id, attemptId))
          .returning();
        if (!paid) throw paymentNotFound();
        await options.onPaid?.(tx, paid);
        return summary(paid, false);
      }
      const [updated] = await tx
        .update(paymentAttempts)
        .set({ status: verdict.status === 'failed' ? 'failed' : row.status, updatedAt: now, rawResponse: verdict.raw })
        .where(eq(paymentAttempts.id, attemptId))
        .returning();
      return summary(updated ?? row, false);
    });
  } catch (error) {
    // The gateway's transaction id already settled another attempt: one payment never pays two attempts.
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'This payment was already used for another order.', 'payment_refused');
    }
    throw error;
  }
}

/** Asks the gateway about an attempt no callback settled (e.g. the customer closed the tab on eSewa). */
export async function refreshPayment(
  orderRef: string,
  options: GatewayDeps & { onPaid?: OnPaid | undefined; accepts?: AcceptsAttempt | undefined } = {},
): Promise<CompletedPayment> {
  const attempt = await findAttemptByRef(orderRef);
  if (!attempt) throw paymentNotFound();
  if (attempt.status === 'paid') return summary(attempt, true);
  return completePayment({ gateway: attempt.gateway, params: {}, orderRef }, options);
}
