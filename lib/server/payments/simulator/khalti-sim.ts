import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { paymentSimulatorTransactions, type PaymentSimulatorTransactionRow } from '@/lib/server/db/schema';
import { KHALTI_TEST_SECRET_KEY, paymentConfig } from '../config';
import { gatewayUrls } from '../gateway-urls';
import { isHttpUrl } from '../http-url';
import { findSimulatorTransaction, randomId, recordSimulatorDecision, type Decision } from './common';

// Khalti KPG-2, offline: initiate (Key-authenticated, amount in paisa ≥ 1000) → pidx + payment_url; the payment
// page; the redirect to return_url with Khalti's callback parameters; and the lookup API.

const EXPIRES_IN_SECONDS = 1800;
const MIN_PAISA = 1000;
/** The sandbox test wallet the simulator "pays" with. */
const TEST_WALLET = '98XXXXX000';

type Answer = { status: number; body: Record<string, unknown> };

const invalidToken: Answer = { status: 401, body: { detail: 'Invalid token.', status_code: 401 } };
const validationError = (fields: Record<string, string[]>): Answer => ({
  status: 400,
  body: { ...fields, error_key: 'validation_error' },
});

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "Key <secret>" with the shop's configured key or Khalti's documented sandbox key. */
export function khaltiKeyAccepted(authorization: string | null): boolean {
  const match = /^key\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return false;
  const given = match[1];
  return [paymentConfig().khalti.secretKey, KHALTI_TEST_SECRET_KEY].some((key) => sameText(given, key));
}

/**
 * POST /epayment/initiate/. The payment page is served by the shop itself, so payment_url is on the origin the
 * shopper is sent back to (return_url's, by the shop's link rule: gateway-urls.ts), not on the address the shop's
 * server called this at: a shopper on 127.0.0.1 pays on 127.0.0.1 and comes back there with their session.
 */
export async function initiateKhalti(authorization: string | null, body: unknown): Promise<Answer> {
  if (!khaltiKeyAccepted(authorization)) return invalidToken;
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string[]> = {};
  if (!isHttpUrl(input.return_url)) errors.return_url = ['Enter a valid URL.'];
  if (!isHttpUrl(input.website_url)) errors.website_url = ['Enter a valid URL.'];
  const amount = typeof input.amount === 'string' && /^\d+$/.test(input.amount) ? Number(input.amount) : input.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) errors.amount = ['A valid integer is required.'];
  else if (amount < MIN_PAISA) errors.amount = ['Amount should be greater than Rs. 10, that is 1000 paisa.'];
  for (const name of ['purchase_order_id', 'purchase_order_name'] as const) {
    const value = input[name];
    if (typeof value !== 'string' || !value.trim()) errors[name] = ['This field is required.'];
  }
  if (Array.isArray(input.amount_breakdown) && typeof amount === 'number') {
    const sum = input.amount_breakdown.reduce<number>(
      (total, item) => total + (typeof item?.amount === 'number' ? item.amount : Number.NaN),
      0,
    );
    if (sum !== amount) errors.amount = ['Amount breakdown and total amount should be equal.'];
  }
  if (Object.keys(errors).length) return validationError(errors);

  const pidx = randomId(22);
  const expiresAt = new Date(Date.now() + EXPIRES_IN_SECONDS * 1000);
  const inserted = await getDb()
    .insert(paymentSimulatorTransactions)
    .values({
      id: pidx,
      gateway: 'khalti',
      orderRef: String(input.purchase_order_id),
      orderName: String(input.purchase_order_name),
      amountPaisa: amount as number,
      successUrl: String(input.return_url),
      expiresAt,
    })
    .onConflictDoNothing()
    .returning({ id: paymentSimulatorTransactions.id });
  if (inserted.length === 0) return validationError({ purchase_order_id: ['Duplicate purchase order id.'] });
  return {
    status: 200,
    body: {
      pidx,
      payment_url: `${gatewayUrls(new URL(String(input.return_url)).origin).simulatorBrowserOrigin}/sim/khalti/pay/${pidx}`,
      expires_at: expiresAt.toISOString(),
      expires_in: EXPIRES_IN_SECONDS,
    },
  };
}

export function findKhaltiTransaction(pidx: string): Promise<PaymentSimulatorTransactionRow | null> {
  return findSimulatorTransaction('khalti', pidx);
}

/** Khalti's name for a transaction's state, and whether lookup answers it with 200 (else 400). */
function lookupStatus(row: PaymentSimulatorTransactionRow): { name: string; http: number } {
  if (row.status === 'completed') return { name: 'Completed', http: 200 };
  if (row.status === 'canceled') return { name: 'User canceled', http: 400 };
  if (row.status === 'pending') return { name: 'Pending', http: 200 };
  if (row.expiresAt.getTime() <= Date.now()) return { name: 'Expired', http: 400 };
  return { name: 'Initiated', http: 200 };
}

export async function lookupKhalti(authorization: string | null, body: unknown): Promise<Answer> {
  if (!khaltiKeyAccepted(authorization)) return invalidToken;
  const pidx = body && typeof body === 'object' ? (body as { pidx?: unknown }).pidx : undefined;
  if (typeof pidx !== 'string' || !pidx) return validationError({ pidx: ['This field is required.'] });
  const row = await findKhaltiTransaction(pidx);
  if (!row) return { status: 404, body: { detail: 'Not found.', error_key: 'validation_error' } };
  const state = lookupStatus(row);
  return {
    status: state.http,
    body: {
      pidx,
      total_amount: row.amountPaisa,
      status: state.name,
      transaction_id: row.status === 'completed' ? row.transactionCode : null,
      fee: 0,
      refunded: false,
    },
  };
}

/** Applies the customer's choice while the payment is open and returns Khalti's redirect to return_url. */
export async function decideKhalti(pidx: string, decision: Decision): Promise<{ url: string; params: Record<string, string> } | null> {
  const row = await recordSimulatorDecision('khalti', pidx, decision, () => randomId(22));
  if (!row) return null;
  const state = lookupStatus(row);
  const transactionId = row.status === 'completed' ? (row.transactionCode ?? '') : '';
  const amount = String(row.amountPaisa);
  return {
    url: row.successUrl,
    params: {
      pidx,
      txnId: transactionId,
      transaction_id: transactionId,
      tidx: transactionId,
      amount,
      total_amount: amount,
      mobile: TEST_WALLET,
      status: state.name,
      purchase_order_id: row.orderRef,
      purchase_order_name: row.orderName ?? '',
    },
  };
}
