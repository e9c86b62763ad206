import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, updatedAt } from './columns';

/**
 * The offline eSewa / Khalti simulators' own ledger (development and tests only). Kept in the database, not in
 * process memory, so every server process — and the test that calls the status API — sees the same transaction.
 */
export const paymentSimulatorTransactions = pgTable(
  'payment_simulator_transactions',
  {
    /** Khalti: the pidx handed out by initiate. eSewa: the id in the hosted page's URL. */
    id: text('id').primaryKey(),
    /** 'esewa' | 'khalti'. */
    gateway: text('gateway').notNull(),
    /** eSewa product_code; null for Khalti (the merchant is whoever holds the key). */
    merchantCode: text('merchant_code'),
    /** eSewa transaction_uuid / Khalti purchase_order_id. */
    orderRef: text('order_ref').notNull(),
    orderName: text('order_name'),
    amountPaisa: integer('amount_paisa').notNull(),
    /** eSewa total_amount exactly as posted (signatures are over the raw string). */
    totalAmountRaw: text('total_amount_raw'),
    /** 'initiated' | 'pending' | 'completed' | 'canceled'. */
    status: text('status').notNull().default('initiated'),
    /** eSewa success_url / Khalti return_url. */
    successUrl: text('success_url').notNull(),
    /** eSewa failure_url (also used for pending); Khalti has none. */
    failureUrl: text('failure_url'),
    /** eSewa ref_id / transaction_code, Khalti transaction_id, once completed. */
    transactionCode: text('transaction_code'),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_sim_gateway_ref_uq').on(t.gateway, t.orderRef),
    index('payment_sim_created_idx').on(t.createdAt),
  ],
);

export type PaymentSimulatorTransactionRow = typeof paymentSimulatorTransactions.$inferSelect;
