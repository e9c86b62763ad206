import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { paymentSimulatorTransactions, type PaymentSimulatorTransactionRow } from '@/lib/server/db/schema';
import { rupeesToPaisa } from '../amount';
import { ESEWA_TEST_PRODUCT_CODE, ESEWA_TEST_SECRET_KEY, paymentConfig } from '../config';
import { ESEWA_RESPONSE_SIGNED_FIELDS, encodeEsewaData, hasValidEsewaSignature, signEsewaFields } from '../esewa-signature';
import { isHttpUrl } from '../http-url';
import { esewaTransactionCode, findSimulatorTransaction, randomId, recordSimulatorDecision, type Decision } from './common';

// The eSewa ePay v2 side of the protocol, offline: accepts the signed form, keeps the transaction in the database,
// sends the customer back with a signed `data`, and answers the status API.

const FORM_FIELDS = [
  'amount',
  'tax_amount',
  'product_service_charge',
  'product_delivery_charge',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

const SESSION_MS = 60 * 60 * 1000;

/** The merchants this simulator knows: eSewa's public test merchant and whatever this shop is configured with. */
export function esewaMerchantSecret(productCode: string): string | null {
  const { esewa } = paymentConfig();
  if (productCode === esewa.productCode) return esewa.secretKey;
  if (productCode === ESEWA_TEST_PRODUCT_CODE) return ESEWA_TEST_SECRET_KEY;
  return null;
}

/** eSewa echoes amounts with a decimal part: 100000 paisa → "1000.0", 11050 → "110.5". */
export function esewaEchoAmount(paisa: number): string {
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  if (rest === 0) return `${rupees}.0`;
  return `${rupees}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export type EsewaFormResult = { ok: true; id: string } | { ok: false; message: string };

/** Checks the posted form the way eSewa does and records the transaction. */
export async function acceptEsewaForm(form: Record<string, string>): Promise<EsewaFormResult> {
  const missing = FORM_FIELDS.filter((name) => !form[name]?.trim());
  if (missing.length) return { ok: false, message: `Missing or empty field(s): ${missing.join(', ')}.` };
  const field = (name: (typeof FORM_FIELDS)[number]) => form[name] ?? '';

  const secret = esewaMerchantSecret(field('product_code'));
  if (!secret) return { ok: false, message: 'Unknown merchant (product_code).' };
  if (!hasValidEsewaSignature(form, secret, ['total_amount', 'transaction_uuid', 'product_code'])) {
    return { ok: false, message: 'Invalid payload signature.' };
  }
  if (!/^[A-Za-z0-9-]+$/.test(field('transaction_uuid'))) {
    return { ok: false, message: 'transaction_uuid may only contain letters, numbers and hyphens.' };
  }
  const parts = (['amount', 'tax_amount', 'product_service_charge', 'product_delivery_charge'] as const).map((name) =>
    rupeesToPaisa(field(name)),
  );
  const total = rupeesToPaisa(field('total_amount'));
  if (total === null || parts.some((part) => part === null)) return { ok: false, message: 'Amounts must be numbers.' };
  if (parts.reduce<number>((sum, part) => sum + (part ?? 0), 0) !== total) {
    return { ok: false, message: 'total_amount must equal amount + tax_amount + product_service_charge + product_delivery_charge.' };
  }
  if (total <= 0) return { ok: false, message: 'The amount must be more than zero.' };
  if (!isHttpUrl(field('success_url')) || !isHttpUrl(field('failure_url'))) {
    return { ok: false, message: 'success_url and failure_url must be http(s) URLs.' };
  }

  const id = randomId(22);
  const inserted = await getDb()
    .insert(paymentSimulatorTransactions)
    .values({
      id,
      gateway: 'esewa',
      merchantCode: field('product_code'),
      orderRef: field('transaction_uuid'),
      amountPaisa: total,
      totalAmountRaw: field('total_amount'),
      successUrl: field('success_url'),
      failureUrl: field('failure_url'),
      expiresAt: new Date(Date.now() + SESSION_MS),
    })
    .onConflictDoNothing()
    .returning({ id: paymentSimulatorTransactions.id });
  if (inserted.length === 0) return { ok: false, message: 'Duplicate transaction_uuid: use a new one for each payment.' };
  return { ok: true, id };
}

export function findEsewaTransaction(id: string): Promise<PaymentSimulatorTransactionRow | null> {
  return findSimulatorTransaction('esewa', id);
}

export type { Decision };

/**
 * Applies the customer's choice (only while the transaction is still open; a second click changes nothing) and
 * returns where eSewa sends them: success_url?data=<signed base64 JSON> when paid, failure_url otherwise.
 */
export async function decideEsewa(id: string, decision: Decision): Promise<{ url: string; params: Record<string, string> } | null> {
  const row = await recordSimulatorDecision('esewa', id, decision, esewaTransactionCode);
  if (!row) return null;
  if (row.status !== 'completed') return { url: row.failureUrl ?? row.successUrl, params: {} };
  const secret = esewaMerchantSecret(row.merchantCode ?? '');
  if (!secret) return null;
  const payload = signEsewaFields(
    {
      transaction_code: row.transactionCode ?? '',
      status: 'COMPLETE',
      total_amount: esewaEchoAmount(row.amountPaisa),
      transaction_uuid: row.orderRef,
      product_code: row.merchantCode ?? '',
    },
    ESEWA_RESPONSE_SIGNED_FIELDS,
    secret,
  );
  return { url: row.successUrl, params: { data: encodeEsewaData(payload) } };
}

const STATUS_NAMES: Record<string, string> = {
  initiated: 'PENDING',
  pending: 'PENDING',
  completed: 'COMPLETE',
  canceled: 'CANCELED',
};

/** GET …/transaction/status/?product_code&total_amount&transaction_uuid, answered as eSewa does. */
export async function esewaStatus(query: Record<string, string | undefined>): Promise<{ status: number; body: Record<string, unknown> }> {
  const productCode = query.product_code ?? '';
  const uuid = query.transaction_uuid ?? '';
  const total = rupeesToPaisa(query.total_amount ?? '');
  if (!productCode || !uuid || total === null) {
    return { status: 400, body: { code: 0, error_message: 'product_code, total_amount and transaction_uuid are required' } };
  }
  const notFound = {
    status: 200,
    body: { product_code: productCode, transaction_uuid: uuid, total_amount: total / 100, status: 'NOT_FOUND', ref_id: null },
  };
  if (!esewaMerchantSecret(productCode)) return notFound;
  const [row] = await getDb()
    .select()
    .from(paymentSimulatorTransactions)
    .where(
      and(
        eq(paymentSimulatorTransactions.gateway, 'esewa'),
        eq(paymentSimulatorTransactions.orderRef, uuid),
        eq(paymentSimulatorTransactions.merchantCode, productCode),
      ),
    )
    .limit(1);
  // eSewa finds a transaction by all three values: another amount is simply not found.
  if (!row || row.amountPaisa !== total) return notFound;
  return {
    status: 200,
    body: {
      product_code: productCode,
      transaction_uuid: uuid,
      total_amount: row.amountPaisa / 100,
      status: STATUS_NAMES[row.status] ?? 'AMBIGUOUS',
      ref_id: row.status === 'completed' ? row.transactionCode : null,
    },
  };
}
