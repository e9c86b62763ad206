import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// The staff second factor's rules, pure (no database) so they are unit-tested: RFC 6238 codes as every authenticator
// app makes them (SHA-1, 6 digits, 30 s), one step either side of now for a phone whose clock is a little off, and a
// code accepted only for a step later than the last one accepted (RFC 6238 §5.2: a code read over a shoulder, or sent
// twice by a double tap, is not a second login).

export const TOTP_ISSUER = 'Upahar Ghar';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: ±30 s of clock drift. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const ALGORITHM = 'SHA1';

/** A new random secret (160 bits, RFC 4226's recommended size), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = 'staff'): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: ALGORITHM, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, label: string): string => totp(secret, label).toString();

/** The secret in groups of four, as a person types it into an app that cannot scan. */
export const secretGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

/** The 30-second step `at` falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The code for `at` (the demo's `npm run staff -- code`, and tests acting as a staff member's phone). */
export const totpCode = (secret: string, at: Date = new Date()): string => totp(secret).generate({ timestamp: at.getTime() });

/** A code as typed: spaces and dashes dropped ("123 456"). */
export const cleanCode = (code: string): string => code.replace(/[\s-]/g, '');

/**
 * The step a code is accepted for at `now`, or null: it must be the code of a step within the window, and later than
 * `lastStep` (the last one accepted for this secret), so each code opens the back office once.
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null, now: Date): number | null {
  const token = cleanCode(code);
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = totpStep(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

// Recovery codes: letters and digits a person cannot confuse when reading them off paper (no 0/o, 1/l/i).
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One recovery code, "abcde-fghjk": 10 characters from 31, about 50 bits. */
export function newRecoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(0, RECOVERY_ALPHABET.length)];
  const chars = Array.from({ length: 10 }, pick).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A recovery code as typed (any case, with or without the dash or spaces) → the form that is hashed. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** What is stored for a recovery code: the SHA-256 of its normal form, like every other secret of the shop. */
export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest('hex');
