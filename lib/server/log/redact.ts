// What may reach a log line. Logs are copied to files, terminals and log services that many people read and that keep
// them for months, so a line carries what explains a request or a failure and nothing that identifies or unlocks a
// person: no cookies, authorisation headers or tokens, no bodies, no query strings (search words, coupon codes and
// reset tokens travel there), no email addresses, no phone numbers. Fields with such names are dropped whole; text
// (messages, paths, error messages and stacks, which quote whatever failed) has addresses, numbers and query strings
// scrubbed out. No 'server-only' import: the front server loads it outside Next's bundler.

/** Field names whose value is never logged, whatever it holds. */
const SECRET_FIELD = /cookie|authori[sz]ation|password|passcode|secret|token|otp|body|query|search|email|e-mail|phone|mobile|msisdn/i;

const EMAIL = /[^\s@<>"'(),;:=/]+@[^\s@<>"'(),;:=/]+\.[a-z]{2,}/gi;
/** 10 to 15 digits, optionally after a + and with single spaces or dashes between them: Nepali and international numbers. */
const PHONE = /\+?\d(?:[\s-]?\d){9,14}/g;
/** A path or URL followed by a query string: the query goes. */
const QUERY = /((?:https?:\/\/[^\s?#"']+)|(?:\/[^\s?#"']*))\?[^\s#"']*/g;
const BEARER = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
/** name=value pairs whose name says secret (a cookie header or a form body quoted in an error). */
const SECRET_PAIR = /\b([\w-]*(?:session|token|password|secret|otp|cookie)[\w-]*)=[^\s;&,"']+/gi;

export const REDACTED = '[redacted]';
const MAX_DEPTH = 5;
const MAX_TEXT = 4000;

/** `text` without email addresses, phone numbers, query strings, credentials or secret pairs. */
export function scrubText(text: string): string {
  const scrubbed = text
    .replace(QUERY, '$1')
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(SECRET_PAIR, `$1=${REDACTED}`)
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]');
  return scrubbed.length > MAX_TEXT ? `${scrubbed.slice(0, MAX_TEXT)}…` : scrubbed;
}

/** A URL or request target as a loggable path: no query string, no fragment, and scrubbed. */
export function loggablePath(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/, 1)[0] || '/';
  return scrubText(path);
}

export type LoggedError = { name: string; message: string; code?: string; stack?: string; cause?: LoggedError };

/** An error as plain data, scrubbed, with its cause chain (what failed is usually in the deepest cause). */
export function redactError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { name: 'NonError', message: scrubText(String(error)) };
  const code = (error as { code?: unknown }).code;
  const out: LoggedError = { name: error.name, message: scrubText(error.message) };
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  if (error.stack) out.stack = scrubText(error.stack);
  if (error.cause !== undefined && depth < MAX_DEPTH) out.cause = redactError(error.cause, depth + 1);
  return out;
}

/** A field value made safe to log: secret-named fields dropped, text scrubbed, errors flattened, depth bounded. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return redactError(value);
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, depth + 1));
  if (value instanceof Date) return value.toISOString();
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || typeof item === 'function') continue;
    out[key] = SECRET_FIELD.test(key) ? REDACTED : redactValue(item, depth + 1);
  }
  return out;
}

/** A log line's fields made safe (see the top of this file). */
export function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  return redactValue(fields) as Record<string, unknown>;
}
