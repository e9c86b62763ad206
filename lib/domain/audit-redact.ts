// What the audit trail may keep of a thing (issue 25: "it never holds a password, token or card data"). The trail is
// read by the owner and kept for ever, so a secret written into it would outlive every rotation of that secret. The
// rule is by the name of the field, at any depth: whatever a service or a request body calls a password, token, secret,
// one-time code or card detail is replaced by REDACTED before the row is written; everything else is kept as given,
// cut to a size a person reads (a pasted blog post is summarised, not stored twice).

export const REDACTED = '[redacted]';

/** Field names whose values never enter the trail (compared without case, dashes or underscores). */
const SECRET_NAMES = [
  'password',
  'newpassword',
  'currentpassword',
  'passwordhash',
  'token',
  'accesstoken',
  'refreshtoken',
  'secret',
  'secretkey',
  'apikey',
  'totp',
  'otp',
  'code2fa',
  'recoverycode',
  'recoverycodes',
  'cardnumber',
  'cvv',
  'cvc',
  'pin',
  'mpin',
  'sessionid',
];

/** Also any name that contains one of these: 'resetToken', 'khaltiSecretKey', 'userPassword'. */
const SECRET_PARTS = ['password', 'token', 'secret', 'apikey', 'cardnumber'];

const normal = (name: string) => name.toLowerCase().replace(/[-_\s]/g, '');

export function isSecretField(name: string): boolean {
  const key = normal(name);
  return SECRET_NAMES.includes(key) || SECRET_PARTS.some((part) => key.includes(part));
}

/** Longest string kept whole; a longer one keeps its start and says how long it was. */
export const AUDIT_TEXT_LIMIT = 500;
const MAX_DEPTH = 6;
const MAX_ITEMS = 100;

/**
 * A text PostgreSQL's jsonb can hold: it refuses NUL and half a surrogate pair, which a request's unread fields may
 * carry (the trail keeps what was asked, before any schema), and which cutting a long text can make of an emoji. Each
 * becomes U+FFFD, the mark for a character that could not be kept.
 */
const storable = (text: string): string => text.replace(/\u0000/g, '\uFFFD').toWellFormed();

/** `value` as the trail keeps it: secrets replaced, long texts cut, deep or huge structures summarised. */
export function redactForAudit(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return storable(value.length > AUDIT_TEXT_LIMIT ? `${value.slice(0, AUDIT_TEXT_LIMIT)}… (${value.length} characters)` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((item) => redactForAudit(item, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `… ${value.length - MAX_ITEMS} more`] : kept;
  }
  if (typeof value === 'object') {
    // Defined, not assigned: a field named "__proto__" is kept as a field rather than becoming the prototype.
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (typeof item === 'function') continue;
      Object.defineProperty(out, storable(key), { value: isSecretField(key) ? REDACTED : redactForAudit(item, depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
  return String(value);
}

/** The fields of `after` that differ from `before` (both plain objects), for a change's summary. */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  if (!before || !after) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)).sort();
}
