import 'server-only';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 bits from the OS CSPRNG, URL-safe: session tokens and emailed link tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token or code: its SHA-256 (tokens are random enough that no salt or slow hash is needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A numeric one-time code of `digits` digits, uniformly random (leading zeros kept). */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/** Constant-time comparison of two hex hashes. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
