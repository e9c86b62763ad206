/** @jest-environment node */
import { isStaffSessionFresh, STAFF_IDLE_MS, STAFF_SHIFT_MS } from '@/lib/server/auth/session-policy';
import {
  acceptedStep,
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  secretGroups,
  totpCode,
  totpStep,
  totpUri,
  TOTP_PERIOD_SECONDS,
} from '@/lib/server/services/staff/totp';
import { adminReturnPath } from '@/lib/validation/staff';

// The staff second factor's pure rules: which codes open the back office, recovery codes, the shorter session, and
// where the code step may send someone afterwards.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NOW = new Date('2026-11-28T04:00:10Z'); // 10 s into a step
const at = (steps: number) => new Date(NOW.getTime() + steps * TOTP_PERIOD_SECONDS * 1000);

describe('TOTP codes', () => {
  it('match RFC 6238’s SHA-1 test vector (so every authenticator app agrees with us)', () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s → 94287082 (8 digits); 6 digits: 287082.
    expect(totpCode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('accept the code of now, and of one step either side (a phone’s clock a little off), not two', () => {
    const step = totpStep(NOW);
    expect(acceptedStep(SECRET, totpCode(SECRET, NOW), null, NOW)).toBe(step);
    expect(acceptedStep(SECRET, totpCode(SECRET, at(-1)), null, NOW)).toBe(step - 1);
    expect(acceptedStep(SECRET, totpCode(SECRET, at(1)), null, NOW)).toBe(step + 1);
    expect(acceptedStep(SECRET, totpCode(SECRET, at(-2)), null, NOW)).toBeNull();
    expect(acceptedStep(SECRET, totpCode(SECRET, at(2)), null, NOW)).toBeNull();
  });

  it('accept a code once: not again, nor an older one, after a step was accepted', () => {
    const step = totpStep(NOW);
    expect(acceptedStep(SECRET, totpCode(SECRET, NOW), step, NOW)).toBeNull();
    expect(acceptedStep(SECRET, totpCode(SECRET, at(-1)), step, NOW)).toBeNull();
    expect(acceptedStep(SECRET, totpCode(SECRET, at(1)), step, NOW)).toBe(step + 1);
  });

  it('take a code as apps show it ("123 456") and refuse anything that is not six digits', () => {
    const code = totpCode(SECRET, NOW);
    expect(acceptedStep(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, NOW)).toBe(totpStep(NOW));
    expect(acceptedStep(SECRET, code.slice(0, 5), null, NOW)).toBeNull();
    expect(acceptedStep(SECRET, `${code}0`, null, NOW)).toBeNull();
    expect(acceptedStep(SECRET, 'abcdef', null, NOW)).toBeNull();
    expect(acceptedStep(SECRET, '', null, NOW)).toBeNull();
  });

  it('make a new 160-bit secret each time, shown in groups of four, in the URI apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(secretGroups(secret)).toHaveLength(8);
    expect(totpUri(secret, 'owner@upahar-ghar.test')).toBe(
      `otpauth://totp/Upahar%20Ghar:owner%40upahar-ghar.test?issuer=Upahar%20Ghar&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('recovery codes', () => {
  it('are ten readable characters in two groups, without look-alike letters', () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are the same code however they are typed (case, dash, spaces), and stored only as a hash', () => {
    const code = 'abcde-fghjk';
    expect(normaliseRecoveryCode(' ABCDE fghjk ')).toBe('abcdefghjk');
    expect(hashRecoveryCode('ABCDEFGHJK')).toBe(hashRecoveryCode(code));
    expect(hashRecoveryCode(code)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('abcde-fghjm')).not.toBe(hashRecoveryCode(code));
  });
});

describe('the back office’s shorter session', () => {
  const passed = new Date('2026-11-28T02:00:00Z');
  const fresh = (secondFactorAt: Date | null, lastSeenAt: Date, now: Date) => isStaffSessionFresh({ secondFactorAt, lastSeenAt }, now);
  const plus = (ms: number) => new Date(passed.getTime() + ms);

  it('is closed until the second factor is passed', () => {
    expect(fresh(null, passed, passed)).toBe(false);
  });

  it('stays open for a shift (12 hours) of use, then asks for the code again however busy the session is', () => {
    expect(fresh(passed, plus(STAFF_SHIFT_MS - 60_000), plus(STAFF_SHIFT_MS - 1))).toBe(true);
    expect(fresh(passed, plus(STAFF_SHIFT_MS - 60_000), plus(STAFF_SHIFT_MS))).toBe(false);
    expect(STAFF_SHIFT_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('closes after two hours unused (a phone left in a café), even within the shift', () => {
    expect(fresh(passed, passed, plus(STAFF_IDLE_MS - 1))).toBe(true);
    expect(fresh(passed, passed, plus(STAFF_IDLE_MS))).toBe(false);
    expect(fresh(passed, plus(5 * 60 * 60 * 1000), plus(5 * 60 * 60 * 1000 + STAFF_IDLE_MS - 1))).toBe(true);
    expect(STAFF_IDLE_MS).toBe(2 * 60 * 60 * 1000);
  });
});

describe('where the code step sends someone after', () => {
  it.each([
    ['/admin/orders?date=2026-11-28', '/admin/orders?date=2026-11-28'],
    ['/admin', '/admin'],
    ['/admin/staff#add', '/admin/staff#add'],
  ])('keeps the back-office path %s', (next, expected) => {
    expect(adminReturnPath(next)).toBe(expected);
  });

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example/admin',
    '/profile',
    '/administrator',
    '/admin/../profile',
    '/admin/two-factor?next=/admin',
    'javascript:alert(1)',
    '',
    undefined,
  ])('sends %s to /admin instead', (next) => {
    expect(adminReturnPath(next)).toBe('/admin');
  });

  it('reads the first of repeated values', () => {
    expect(adminReturnPath(['/admin/kitchen', 'https://evil.example'])).toBe('/admin/kitchen');
  });
});
