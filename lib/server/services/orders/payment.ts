import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { getGateway, listEnabledGateways, type GatewayDeps } from '@/lib/server/payments/registry';
import type { PaymentAction, ReturnParams } from '@/lib/server/payments/types';
import { findAttemptByRef, listAttemptsForOrder } from '@/lib/server/services/payments/attempts';
import { completePayment, refreshPayment, WRONG_PAYMENT_KIND, type CompletedPayment } from '@/lib/server/services/payments/complete-payment';
import { startPayment } from '@/lib/server/services/payments/start-payment';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { markOrderPaid } from './status';
import { ownOrder } from './views';

// Checkout's side of paying: which ways to pay are offered, starting a payment for an order (the amount is always
// the order's own total), and settling the gateway's return with `markOrderPaid` in the same transaction as the
// payment attempt. The gateways' protocols and their verification live in lib/server/payments.

export type GatewayOption = { id: string; label: string };

function defaultOf(list: GatewayOption[], preferred?: string): string | null {
  return list.find((g) => g.id === preferred)?.id ?? list.find((g) => g.id === 'cod')?.id ?? list[0]?.id ?? null;
}

/** payment-methods: what checkout offers, and the one picked by default. */
export function paymentMethods(): { paymentMethods: GatewayOption[]; default: string | null } {
  const list = listEnabledGateways();
  return { paymentMethods: list, default: defaultOf(list) };
}

/** payment gateways?orderId&source=web (SPEC: paymentGateway, default) for paying an existing order. */
export async function paymentGateways(userId: number, orderId: number) {
  const order = await ownOrder(userId, orderId);
  const list = listEnabledGateways();
  return {
    orderId: order.id,
    number: order.number,
    amount: order.total,
    payable: order.paymentStatus === 'unpaid' && order.status !== 'cancelled',
    paymentGateway: list,
    default: defaultOf(list, order.paymentMethod),
  };
}

export type ProcessedPayment = {
  orderId: number;
  gateway: string;
  amount: number;
  orderRef: string | null;
  /** What the browser does next: post this form (eSewa), follow this URL (Khalti), or nothing (cash on delivery). */
  action: PaymentAction;
  /** Where to go when there is nothing to do at a gateway. */
  redirect: string | null;
};

export const confirmationPath = (orderId: number | null, payment?: string): string => {
  const query = new URLSearchParams();
  if (orderId !== null) query.set('orderId', String(orderId));
  if (payment) query.set('payment', payment);
  return `/order-confirmation?${query.toString()}`;
};

/**
 * Where a gateway sends the customer back to (our return route, which verifies before anything is believed), on the
 * origin the route layer chose for this shopper (lib/server/site-origin.ts: SITE_URL, or in the demo the host they use).
 */
export const returnUrl = (gateway: string, origin: string = linkOrigin('anyone')): string =>
  absoluteLink(`/api/V2/payment/${gateway}/return`, origin);

/**
 * process-payment {orderId, gateway}: starts paying an unpaid order; the amount is the order's total, never the
 * client's. `linkOrigin`: the origin the shopper comes back to (the route's requesterLinkOrigin).
 */
export async function processPayment(
  user: UserRow,
  input: { orderId: number; gateway: string; linkOrigin?: string | undefined },
  deps: GatewayDeps = {},
): Promise<ProcessedPayment> {
  const order = await ownOrder(user.id, input.orderId);
  if (order.status === 'cancelled') throw new ApiError(409, 'This order was cancelled, so there is nothing to pay.', 'order_cancelled');
  if (order.paymentStatus !== 'unpaid') throw new ApiError(409, 'This order is already paid. Thank you!', 'already_paid');
  if (!listEnabledGateways(deps).some((g) => g.id === input.gateway)) {
    throw new ApiError(422, 'This way of paying is not available right now.', 'payment_method_unavailable', {
      gateway: 'Choose another way to pay.',
    });
  }
  const switchTo = () =>
    getDb()
      .update(orders)
      .set({ paymentMethod: input.gateway, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'unpaid')));

  if (input.gateway === 'cod') {
    await switchTo();
    return { orderId: order.id, gateway: 'cod', amount: order.total, orderRef: null, action: { kind: 'none' }, redirect: confirmationPath(order.id) };
  }
  const back = returnUrl(input.gateway, input.linkOrigin);
  const started = await startPayment(
    {
      gateway: input.gateway,
      orderId: order.id,
      amountPaisa: order.total,
      productName: `Upahar Ghar order ${order.number}`,
      customer: { name: user.name, email: user.email ?? undefined, phone: user.phone ?? undefined },
      returnUrl: back,
      failureUrl: `${back}?result=failed`,
    },
    deps,
  );
  await switchTo();
  return { orderId: order.id, gateway: started.gateway, amount: order.total, orderRef: started.orderRef, action: started.action, redirect: null };
}

/** 'not-an-order': the callback is about a payment that is not an order's (a donation's): nothing was settled. */
export type PaymentReturn = { orderId: number | null; outcome: 'paid' | 'pending' | 'failed' | 'refused' | 'not-an-order'; message?: string };

/** Only an order's own attempts are settled on the order return route (a donation's has its own). */
const isOrderAttempt = (attempt: { orderId: number | null }) => attempt.orderId !== null;

/**
 * A gateway's return (browser redirect). The payments layer verifies it (signature, amount, the gateway's own
 * status API); only then does `markOrderPaid` run. Forged, tampered or replayed callbacks change nothing.
 */
export async function completeOrderPayment(
  gateway: string,
  params: ReturnParams,
  deps: GatewayDeps = {},
  /** The origin of the links in the payment mail (the return route's requesterLinkOrigin). */
  linkOrigin?: string,
): Promise<PaymentReturn> {
  try {
    const result = await completePayment(
      { gateway, params },
      { ...deps, accepts: isOrderAttempt, onPaid: (tx, attempt) => markOrderPaid(tx, attempt, { origin: linkOrigin }) },
    );
    return { orderId: result.orderId, outcome: result.status };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === WRONG_PAYMENT_KIND) return { orderId: null, outcome: 'not-an-order', message: error.message };
    // Which order the callback claims to be about, only to send the customer back to it (its page checks the owner).
    const claimed = getGateway(gateway, deps)?.referenceFromReturn(params).orderRef;
    const attempt = claimed ? await findAttemptByRef(claimed).catch(() => null) : null;
    // A gateway that cannot be asked right now decides nothing: the payment may still complete (pending).
    const outcome = error.status === 503 ? 'pending' : 'refused';
    return { orderId: attempt?.orderId ?? null, outcome, message: error.message };
  }
}

/**
 * Asks the gateway about one of an order's attempts that no callback settled (the payment reconciliation job): settled
 * like a return, with markOrderPaid (which records a second payment of a paid order for refund rather than paying it
 * twice). Throws the payments layer's ApiError when the gateway cannot be asked (503) or refuses (422).
 */
export async function refreshOrderAttempt(orderRef: string, deps: GatewayDeps = {}): Promise<CompletedPayment> {
  return refreshPayment(orderRef, { ...deps, accepts: isOrderAttempt, onPaid: (tx, paid) => markOrderPaid(tx, paid) });
}

/** Asks the gateway about the order's newest unsettled online attempt (the customer closed the tab, or polls). */
export async function refreshOrderPayment(userId: number, orderId: number, deps: GatewayDeps = {}, linkOrigin?: string): Promise<void> {
  const order = await ownOrder(userId, orderId);
  if (order.paymentStatus !== 'unpaid' || order.paymentMethod === 'cod') return;
  const attempt = (await listAttemptsForOrder(order.id)).find((a) => a.status === 'pending' && a.gateway !== 'cod');
  if (!attempt) return;
  try {
    await refreshPayment(attempt.orderRef, { ...deps, accepts: isOrderAttempt, onPaid: (tx, paid) => markOrderPaid(tx, paid, { origin: linkOrigin }) });
  } catch (error) {
    // A gateway that cannot answer now changes nothing; the page shows the order as still unpaid.
    if (!(error instanceof ApiError)) throw error;
  }
}
