import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { NextResponse } from 'next/server';
import { getDb } from '@/lib/server/db/client';
import { paymentSimulatorTransactions, type PaymentSimulatorTransactionRow } from '@/lib/server/db/schema';
import { rupeeFigure } from '@/lib/domain/money';
import { isSimulatorEnabled } from '../config';
import { cacheHeaders } from '@/lib/server/cache/policy';

// Shared bits of the offline gateway simulators (/sim/esewa, /sim/khalti). They exist for development and tests
// only: every handler answers 404 in production unless PAYMENT_SIMULATOR=1.

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const UPPER36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A random id from `alphabet` (CSPRNG; modulo bias is irrelevant for a simulator's ids). */
export function randomId(length: number, alphabet: string = BASE62): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** eSewa-style reference, e.g. "000AWEO". */
export const esewaTransactionCode = () => `000${randomId(4, UPPER36)}`;

export function simulatorUnavailable(): NextResponse | null {
  if (isSimulatorEnabled()) return null;
  return NextResponse.json({ error: { message: 'Not found', code: 'not_found' } }, { status: 404 });
}

/** Wraps a simulator route: 404 when the simulator is off, and a JSON 500 instead of a crash page otherwise. */
export function simulatorRoute<C>(
  handler: (request: Request, context: C) => Promise<Response>,
): (request: Request, context: C) => Promise<Response> {
  return async (request, context) => {
    const off = simulatorUnavailable();
    if (off) return off;
    try {
      return await handler(request, context);
    } catch (error) {
      console.error('[payment simulator]', request.method, new URL(request.url).pathname, error);
      return NextResponse.json({ detail: 'Simulator error' }, { status: 500 });
    }
  };
}

/** A 303 to `url` with `params` added to its query string. */
export function redirectWith(url: string, params: Record<string, string>): Response {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return new Response(null, { status: 303, headers: { location: target.toString(), ...cacheHeaders('noStore') } });
}

/** The POSTed form (url-encoded or multipart) as plain strings; null when the body is not a form. */
export async function formFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    const out: Record<string, string> = {};
    for (const [key, value] of form.entries()) if (typeof value === 'string') out[key] = value;
    return out;
  } catch {
    return null;
  }
}

/** 'Rs 1,250.50': the gateways' own pages write rupees as Rs; the figure is the shop's (lib/domain/money). */
export function formatRupees(paisa: number): string {
  return `Rs ${rupeeFigure(paisa)}`;
}

export type Decision = 'pay' | 'cancel' | 'pending';

type SimulatedGateway = 'esewa' | 'khalti';

/** The simulators' transaction ids are randomId()s: anything else from a URL or a form names no transaction. */
const TRANSACTION_ID = /^[0-9A-Za-z]{1,64}$/;

export async function findSimulatorTransaction(
  gateway: SimulatedGateway,
  id: string,
): Promise<PaymentSimulatorTransactionRow | null> {
  if (!TRANSACTION_ID.test(id)) return null;
  const [row] = await getDb()
    .select()
    .from(paymentSimulatorTransactions)
    .where(and(eq(paymentSimulatorTransactions.id, id), eq(paymentSimulatorTransactions.gateway, gateway)))
    .limit(1);
  return row ?? null;
}

/**
 * Applies the customer's choice only while the transaction is still open (a second click changes nothing) and
 * returns the transaction as it now stands. `newTransactionCode` names the gateway's reference for a payment.
 */
export async function recordSimulatorDecision(
  gateway: SimulatedGateway,
  id: string,
  decision: Decision,
  newTransactionCode: () => string,
): Promise<PaymentSimulatorTransactionRow | null> {
  if (!TRANSACTION_ID.test(id)) return null;
  const next = decision === 'pay' ? 'completed' : decision === 'cancel' ? 'canceled' : 'pending';
  await getDb()
    .update(paymentSimulatorTransactions)
    .set({ status: next, transactionCode: next === 'completed' ? newTransactionCode() : null, updatedAt: new Date() })
    .where(
      and(
        eq(paymentSimulatorTransactions.id, id),
        eq(paymentSimulatorTransactions.gateway, gateway),
        inArray(paymentSimulatorTransactions.status, ['initiated', 'pending']),
        // An expired session can no longer be paid (the gateway then reports it expired).
        gt(paymentSimulatorTransactions.expiresAt, new Date()),
      ),
    );
  return findSimulatorTransaction(gateway, id);
}
