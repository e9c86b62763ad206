import { AUDIT_TEXT_LIMIT, changedFields, isSecretField, REDACTED, redactForAudit } from '@/lib/domain/audit-redact';

// What the audit trail may keep (issue 25: "it never holds a password, token or card data"): secrets by field name at
// any depth, whatever their spelling; long texts cut; deep or huge structures summarised; everything else as given.

describe('isSecretField', () => {
  it.each(['password', 'Password', 'new_password', 'current-password', 'passwordHash', 'token', 'accessToken', 'refresh_token', 'resetToken', 'secret', 'khaltiSecretKey', 'api_key', 'apiKey', 'totp', 'otp', 'recoveryCodes', 'card_number', 'cardNumber', 'cvv', 'CVC', 'pin', 'mpin', 'session_id', 'userPassword'])(
    '%s is a secret',
    (name) => expect(isSecretField(name)).toBe(true),
  );

  it.each(['capacity', 'name', 'price', 'status', 'reviewNote', 'email', 'phone', 'pinned', 'description', 'opinion', 'note'])('%s is kept', (name) => {
    expect(isSecretField(name)).toBe(false);
  });
});

describe('redactForAudit', () => {
  it('replaces secrets at any depth, in arrays too, and keeps the rest as given', () => {
    const input = {
      capacity: 12,
      password: 'Momo-Secret-99',
      staff: { name: 'Asha', newPassword: 'x', factors: [{ totp: '123456', label: 'phone' }] },
      payment: { gateway: 'khalti', cardNumber: '4111 1111 1111 1111', cvv: '123' },
      tokens: ['a', 'b'],
    };
    expect(redactForAudit(input)).toEqual({
      capacity: 12,
      password: REDACTED,
      staff: { name: 'Asha', newPassword: REDACTED, factors: [{ totp: REDACTED, label: 'phone' }] },
      payment: { gateway: 'khalti', cardNumber: REDACTED, cvv: REDACTED },
      tokens: REDACTED,
    });
    expect(JSON.stringify(redactForAudit(input))).not.toMatch(/Momo|4111|123456/);
  });

  it('redacts a secret whatever its value: null, a number, an object', () => {
    expect(redactForAudit({ pin: 1234, token: null, secret: { a: 1 } })).toEqual({ pin: REDACTED, token: REDACTED, secret: REDACTED });
  });

  it('cuts a long text and says how long it was', () => {
    const long = 'क'.repeat(AUDIT_TEXT_LIMIT + 20);
    const kept = redactForAudit({ body: long }) as { body: string };
    expect(kept.body.startsWith('क'.repeat(AUDIT_TEXT_LIMIT))).toBe(true);
    expect(kept.body).toMatch(new RegExp(`… \\(${AUDIT_TEXT_LIMIT + 20} characters\\)$`));
    expect(redactForAudit('short')).toBe('short');
  });

  it('keeps only text PostgreSQL can store: NUL and half a surrogate pair become U+FFFD, in values and in names', () => {
    expect(redactForAudit({ note: 'a\u0000b', half: 'x\uD800y', ['k\u0000']: 1 })).toEqual({ note: 'a\uFFFDb', half: 'x\uFFFDy', 'k\uFFFD': 1 });
    // A cut at the limit that falls inside an emoji leaves no lone half behind.
    const cut = redactForAudit('a'.repeat(AUDIT_TEXT_LIMIT - 1) + '🎂🎂') as string;
    expect(cut.isWellFormed()).toBe(true);
    expect(cut.startsWith(`${'a'.repeat(AUDIT_TEXT_LIMIT - 1)}\uFFFD…`)).toBe(true);
  });

  it('keeps a field named __proto__ as a field, not as the prototype', () => {
    const kept = redactForAudit(JSON.parse('{"__proto__": {"x": 1}, "y": 2}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(kept)).toBe(Object.prototype);
    expect(JSON.parse(JSON.stringify(kept))).toEqual(JSON.parse('{"__proto__": {"x": 1}, "y": 2}'));
  });

  it('turns dates into ISO text, bigints into text, drops functions, summarises deep and long structures', () => {
    expect(redactForAudit({ at: new Date('2026-03-14T04:15:00.000Z'), big: BigInt(10), fn: () => 1 })).toEqual({ at: '2026-03-14T04:15:00.000Z', big: '10' });
    expect(redactForAudit(new Date(Number.NaN))).toBeNull();
    const deep = { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } };
    expect(JSON.stringify(redactForAudit(deep))).toContain('"…"');
    const many = redactForAudit(Array.from({ length: 150 }, (_, i) => i)) as unknown[];
    expect(many).toHaveLength(101);
    expect(many.at(-1)).toBe('… 50 more');
    expect(redactForAudit(undefined)).toBeNull();
  });
});

describe('changedFields', () => {
  it('names the fields that differ, sorted; none when a side is missing', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2], d: true })).toEqual(['b', 'c', 'd']);
    expect(changedFields(null, { a: 1 })).toEqual([]);
    expect(changedFields({ a: null }, { a: undefined })).toEqual([]);
  });
});
