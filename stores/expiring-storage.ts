import { expiringEntry, liveEntry, type ExpiringEntry } from '@/lib/domain/expiring-entry';

// localStorage entries with an expiry (the delivery-locations list for an hour, the last delivery location for 72
// days). Reading an expired, broken or foreign entry removes it, so whatever reads first (the startup pass in
// usePersistedStoresHydration or a component) clears it. Without storage (server, private mode) nothing is kept.

function localStore(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The live entry under `key`, or null; a dead or unreadable entry is deleted on the way. */
export function readExpiring<T>(key: string, isValue: (value: unknown) => value is T, now: number = Date.now()): ExpiringEntry<T> | null {
  const store = localStore();
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // a broken entry is as good as none
  }
  const entry = liveEntry(parsed, now, isValue);
  if (!entry) removeStored(key);
  return entry;
}

/** Keeps `value` under `key` for `ttlMs`; returns the entry (also when storage is full or blocked). */
export function writeExpiring<T>(key: string, value: T, ttlMs: number, now: number = Date.now()): ExpiringEntry<T> {
  const entry = expiringEntry(value, ttlMs, now);
  try {
    localStore()?.setItem(key, JSON.stringify(entry));
  } catch {
    // storage full or blocked: the value still works for this page
  }
  return entry;
}

export function removeStored(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch {
    // nothing to do without storage
  }
}
