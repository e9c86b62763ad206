import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

/**
 * One try at paying for an order through one gateway. A customer who cancels on eSewa and retries with Khalti
 * makes two attempts; at most one of them should ever become `paid` (checkout checks that in `onPaid`).
 * `orderRef` is what the gateway sees (eSewa transaction_uuid, Khalti purchase_order_id): unique per attempt, so a
 * gateway answer can only ever settle the attempt it was made for.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    /** The order being paid. Nullable and without a foreign key for now: the orders table comes with checkout. */
    orderId: integer('order_id'),
    /** 'cod' | 'esewa' | 'khalti' (PaymentGatewayId). */
    gateway: text('gateway').notNull(),
    orderRef: text('order_ref').notNull(),
    amountPaisa: integer('amount_paisa').notNull(),
    /** 'pending' | 'paid' | 'failed'. Only a gateway's status/lookup API answer moves an attempt to 'paid'. */
    status: text('status').notNull().default('pending'),
    /** Khalti: the pidx from initiate. eSewa: the ref_id (transaction code) once paid. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's last answer, for support and audits. Never holds secrets or signatures' keys. */
    rawResponse: jsonb('raw_response').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('payment_attempts_order_ref_uq').on(t.orderRef),
    // One gateway transaction can settle one attempt only (a replayed pidx or ref_id cannot pay a second one).
    uniqueIndex('payment_attempts_gateway_ref_uq').on(t.gateway, t.gatewayRef),
    index('payment_attempts_order_idx').on(t.orderId),
  ],
);

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
