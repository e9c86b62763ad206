/**
 * A value kept in the browser until a moment (SPEC §3 local storage "… and expiry", §4 "Expired … entries are
 * cleared or restored by their expiry time", §9 lifetimes). Pure: the storage helper in stores/ and the tests share
 * this one rule, like the compare list's `activeCompare`.
 */
export type ExpiringEntry<T> = {
  value: T;
  /** Epoch ms after which the value is forgotten. */
  expiresAt: number;
};

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

const toMs = (now: Date | number): number => (typeof now === 'number' ? now : now.getTime());

/** The entry to store for `value`, alive for `ttlMs` from `now`. */
export function expiringEntry<T>(value: T, ttlMs: number, now: Date | number): ExpiringEntry<T> {
  return { value, expiresAt: toMs(now) + ttlMs };
}

/** Still alive at `now` (the expiry moment itself counts as expired). */
export function isAlive(expiresAt: number, now: Date | number): boolean {
  return Number.isFinite(expiresAt) && toMs(now) < expiresAt;
}

/**
 * The stored entry if it is well formed, holds a valid value and has not expired; otherwise null (the caller then
 * removes it). `isValue` guards against entries written by an older version or edited by hand.
 */
export function liveEntry<T>(raw: unknown, now: Date | number, isValue: (value: unknown) => value is T): ExpiringEntry<T> | null {
  if (!raw || typeof raw !== 'object') return null;
  const { value, expiresAt } = raw as { value?: unknown; expiresAt?: unknown };
  if (typeof expiresAt !== 'number' || !isAlive(expiresAt, now) || !isValue(value)) return null;
  return { value, expiresAt };
}
