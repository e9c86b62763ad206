import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db/client';
import { paymentAttempts, type PaymentAttemptRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { getGateway, type GatewayDeps } from '@/lib/server/payments/registry';
import type { PaymentGateway } from '@/lib/server/payments/types';

/** The transaction handle `onPaid` runs in (the same one that marks the attempt paid). */
export type PaymentTx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const paymentNotFound = () => new ApiError(404, 'Payment not found', 'payment_not_found');

/**
 * What the gateway sees as our transaction id: "UG-<order>-<12 hex>", unique per attempt (eSewa allows letters,
 * digits and hyphens). The random part makes a ref unguessable from the order number.
 */
export function newOrderRef(orderId: number | null | undefined): string {
  return `UG-${orderId ?? 0}-${randomBytes(6).toString('hex')}`;
}

/** The gateway (enabled or not: an attempt started before a gateway was switched off can still be settled). */
export function gatewayOrThrow(id: string, deps: GatewayDeps): PaymentGateway {
  const gateway = getGateway(id, deps);
  if (!gateway) throw paymentNotFound();
  return gateway;
}

export async function findAttemptByRef(orderRef: string): Promise<PaymentAttemptRow | null> {
  const [row] = await getDb().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, orderRef)).limit(1);
  return row ?? null;
}

export async function findAttemptByGatewayRef(gateway: string, gatewayRef: string): Promise<PaymentAttemptRow | null> {
  const [row] = await getDb()
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.gateway, gateway), eq(paymentAttempts.gatewayRef, gatewayRef)))
    .limit(1);
  return row ?? null;
}

/** The attempts made for one order, newest first (checkout: "is this order paid / being paid?"). */
export async function listAttemptsForOrder(orderId: number): Promise<PaymentAttemptRow[]> {
  const rows = await getDb().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}
