import { NextResponse } from 'next/server';

// A small in-process cache of finished JSON responses for hot public reads (category lists, search results).
//
// Why: even when the data comes from Next's data cache (unstable_cache, tag 'catalogue'), every request still pays a
// cache read, a JSON.parse of the stored value, the service's mapping and a JSON.stringify of the envelope. Keeping
// the serialized body for a few seconds makes a repeat request cost only the route handler itself.
//
// Correctness: entries live at most `ttlMs` (≤ 60 s), so a write that calls revalidateTag('catalogue') reaches every
// instance within that time even though this layer knows nothing of tags. Outside Next (jest, scripts) the layer is
// off, so tests that change data and read it back see the change at once, like `cached()` in lib/server/cache.

type Entry<V> = { value: V; expires: number };

export class TtlCache<V> {
  // A Map keeps insertion order: re-inserting on a hit moves the key to the end, so the first key is the least
  // recently used one.
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly enabled: boolean = Boolean(process.env.NEXT_RUNTIME),
  ) {}

  /**
   * The cached value for `key`, or `produce()`'s. Concurrent misses for one key share one `produce()` call, so a
   * burst of identical requests after expiry runs the query once, not once per connection. A `produce()` that throws
   * stores nothing (each waiter gets the error; the next request tries again).
   */
  async get(key: string, produce: () => Promise<V>, now: () => number = Date.now): Promise<V> {
    if (!this.enabled) return produce();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now()) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = produce()
      .then((value) => {
        this.store(key, value, now());
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, value: V, at: number): void {
    this.entries.set(key, { value, expires: at + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** A 200 JSON Response from an already serialized body. */
export function jsonResponse(body: string, headers: Record<string, string> = {}): NextResponse {
  return new NextResponse(body, { status: 200, headers: { 'content-type': 'application/json', ...headers } });
}

/** A cache key that does not depend on the order list filters were given in (?size=2lb&size=1lb = ?size=1lb&size=2lb). */
export function stableKey(parts: unknown[]): string {
  // The root array (key '') keeps its order: its positions mean different things.
  return JSON.stringify(parts, (key, value: unknown) =>
    key !== '' && Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...(value as string[])].sort() : value,
  );
}
