import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentAttempts } from '@/lib/server/db/schema';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { isHttpUrl } from '@/lib/server/payments/http-url';
import type { GatewayDeps } from '@/lib/server/payments/registry';
import {
  GatewayUnavailableError,
  PaymentRefusedError,
  type PaymentAction,
  type PaymentCustomer,
  type PaymentGatewayId,
} from '@/lib/server/payments/types';
import { gatewayOrThrow, newOrderRef } from './attempts';

export type StartPaymentInput = {
  gateway: string;
  /** The order being paid (nullable until checkout's orders table exists). */
  orderId?: number | null | undefined;
  /** Computed by the server from the order, never taken from the client. */
  amountPaisa: number;
  productName: string;
  customer?: PaymentCustomer | undefined;
  /** Absolute URL on our site the gateway returns to after paying. */
  returnUrl: string;
  /** Absolute URL on our site for cancel / failure; `ref=<orderRef>` is added so we know which attempt it was. */
  failureUrl: string;
};

export type StartedPayment = {
  attemptId: number;
  orderRef: string;
  gateway: PaymentGatewayId;
  amountPaisa: number;
  /** What the browser does next: post this form, follow this redirect, or nothing (cash on delivery). */
  action: PaymentAction;
};

function withRef(url: string, orderRef: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('ref', orderRef);
  return parsed.toString();
}

/**
 * Records a new payment attempt and asks the gateway how the customer pays it. Every call is a new attempt with its
 * own orderRef (gateways refuse a reused transaction id). When the gateway refuses or cannot be reached the attempt
 * is marked failed and the error says why (422 / 503); nothing was charged.
 */
export async function startPayment(input: StartPaymentInput, deps: GatewayDeps = {}): Promise<StartedPayment> {
  const gateway = gatewayOrThrow(input.gateway, deps);
  if (!gateway.isEnabled()) {
    throw new ApiError(422, 'This way of paying is not available right now.', 'payment_method_unavailable');
  }
  if (!Number.isSafeInteger(input.amountPaisa) || input.amountPaisa <= 0) {
    throw badRequest('The amount to pay must be a positive number of paisa.', { amountPaisa: 'Invalid amount' });
  }
  if (!isHttpUrl(input.returnUrl) || !isHttpUrl(input.failureUrl)) {
    throw badRequest('Return addresses must be absolute http(s) URLs.');
  }

  const db = getDb();
  const orderRef = newOrderRef(input.orderId);
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({ orderId: input.orderId ?? null, gateway: gateway.id, orderRef, amountPaisa: input.amountPaisa })
    .returning();
  if (!attempt) throw new Error('payment attempt insert returned nothing');

  const markFailed = (reason: string) =>
    db
      .update(paymentAttempts)
      .set({ status: 'failed', rawResponse: { startError: reason }, updatedAt: new Date() })
      .where(eq(paymentAttempts.id, attempt.id));

  let started;
  try {
    started = await gateway.start({
      orderRef,
      amountPaisa: input.amountPaisa,
      productName: input.productName,
      customer: input.customer,
      returnUrl: input.returnUrl,
      failureUrl: withRef(input.failureUrl, orderRef),
    });
  } catch (error) {
    if (error instanceof PaymentRefusedError) {
      await markFailed(error.message);
      throw new ApiError(422, error.message, 'payment_refused');
    }
    if (error instanceof GatewayUnavailableError) {
      await markFailed(error.message);
      throw new ApiError(503, `${error.message} Please try again or choose another way to pay.`, 'gateway_unavailable');
    }
    await markFailed('unexpected error');
    throw error;
  }

  const { gatewayRef, raw, ...action } = started;
  if (gatewayRef !== undefined || raw !== undefined) {
    await db
      .update(paymentAttempts)
      .set({ gatewayRef: gatewayRef ?? null, rawResponse: raw ?? null, updatedAt: new Date() })
      .where(eq(paymentAttempts.id, attempt.id));
  }
  return { attemptId: attempt.id, orderRef, gateway: gateway.id, amountPaisa: input.amountPaisa, action };
}
