import { createHmac, timingSafeEqual } from 'node:crypto';

// eSewa ePay v2 signatures: base64(HMAC-SHA256(secret, "name=value,name=value,…")) over the fields listed in
// signed_field_names, in that order, each value exactly as sent ("110" and "110.00" sign differently). Shared by
// the adapter (signing our form, checking eSewa's answer) and the offline simulator (the other way round).

export const ESEWA_REQUEST_SIGNED_FIELDS = 'total_amount,transaction_uuid,product_code';
export const ESEWA_RESPONSE_SIGNED_FIELDS =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

/** Fields any eSewa answer must have signed before we read them at all. */
const MUST_BE_SIGNED = ['status', 'total_amount', 'transaction_uuid', 'product_code'];

function rawValue(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** "total_amount=110,transaction_uuid=241028,product_code=EPAYTEST", or null when a named field is missing. */
export function esewaSigningMessage(fields: Record<string, unknown>, signedFieldNames: string): string | null {
  const names = signedFieldNames.split(',').map((name) => name.trim());
  if (names.length === 0 || names.some((name) => name === '')) return null;
  const pairs: string[] = [];
  for (const name of names) {
    const value = rawValue(fields[name]);
    if (value === null) return null;
    pairs.push(`${name}=${value}`);
  }
  return pairs.join(',');
}

export function esewaSign(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message, 'utf8').digest('base64');
}

/** Adds signed_field_names and signature to `fields` (which must hold every named field). */
export function signEsewaFields<T extends Record<string, string>>(
  fields: T,
  signedFieldNames: string,
  secret: string,
): T & { signed_field_names: string; signature: string } {
  const withNames = { ...fields, signed_field_names: signedFieldNames };
  const message = esewaSigningMessage(withNames, signedFieldNames);
  if (message === null) throw new Error('A field named in signed_field_names is missing');
  return { ...withNames, signature: esewaSign(message, secret) };
}

/**
 * True when `fields.signature` is the HMAC of the fields named in `fields.signed_field_names` under `secret`, and
 * the names cover `required`. Constant-time comparison.
 */
export function hasValidEsewaSignature(
  fields: Record<string, unknown>,
  secret: string,
  required: readonly string[] = MUST_BE_SIGNED,
): boolean {
  const names = rawValue(fields.signed_field_names);
  const signature = rawValue(fields.signature);
  if (!names || !signature) return false;
  const listed = names.split(',').map((name) => name.trim());
  if (required.some((name) => !listed.includes(name))) return false;
  const message = esewaSigningMessage(fields, names);
  if (message === null) return false;
  const expected = Buffer.from(esewaSign(message, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** eSewa's success redirect carries ?data=<base64 JSON>. Null when it is not base64 of a JSON object. */
export function decodeEsewaData(data: string): Record<string, unknown> | null {
  // URLSearchParams turns an unescaped '+' into a space; base64 never contains spaces, so put it back.
  const normalised = data.trim().replace(/ /g, '+');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(normalised)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(normalised, 'base64').toString('utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function encodeEsewaData(payload: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}
