// A small in-process cache of finished JSON responses for hot public reads (category lists, search results).
// (app/api/V2/_support/json-cache.ts has the helpers that answer with them.)
//
// Why: even when the data comes from Next's data cache (unstable_cache, tag 'catalogue'), every request still pays a
// cache read, a JSON.parse of the stored value, the service's mapping and a JSON.stringify of the envelope. Keeping
// the serialized body for a few seconds makes a repeat request cost only the route handler itself.
//
// Correctness: entries live at most `ttlMs` (≤ 60 s), so a change reaches every instance within that time even though
// this layer knows nothing of tags; and a back-office edit (issue 25: "within a second") clears its group at once on
// the instance that made it (`clearCacheGroup('catalogue')`, called by invalidateCatalogue). A body being produced
// while the group is cleared is answered but not kept: it may have read the rows before the edit committed.
// Outside Next (jest, scripts) the layer is off, so tests that change data and read it back see the change at once,
// like `cached()` in lib/server/cache.

//
// Bounded in bytes (issue 30): keys are what visitors send (search terms, filters), and one body can be 1 KB or 60 KB,
// so a count of entries bounded nothing in particular. `sizeOf` says what an entry holds; README "Cache bounds".

// On globalThis: a bundler may give each route its own copy of this module, and the route that edits a price must
// reach the caches of the routes that show it.
const GROUPS = Symbol.for('ug.ttlCacheGroups');
const holder = globalThis as { [GROUPS]?: Map<string, Set<{ clear(): void }>> };
const groups = (holder[GROUPS] ??= new Map<string, Set<{ clear(): void }>>());

/** Empties every cache registered in `group` ('catalogue': the category and search bodies), on this instance. */
export function clearCacheGroup(group: string): void {
  for (const cache of groups.get(group) ?? []) cache.clear();
}

type Entry<V> = { value: V; expires: number; bytes: number };

/** Bytes of a string in memory, counted as UTF-8 (the bodies are mostly ASCII JSON). */
export const stringBytes = (value: string): number => Buffer.byteLength(value);

export class TtlCache<V> {
  // A Map keeps insertion order: re-inserting on a hit moves the key to the end, so the first key is the least
  // recently used one.
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();
  private heldBytes = 0;
  /** Bumped by clear(): a produce() that began before it stores nothing. */
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly ttlMs: number,
    private readonly sizeOf: (value: V, key: string) => number,
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
    if (hit) this.remove(key);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = produce()
      .then((value) => {
        if (generation === this.generation) this.store(key, value, now());
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** Registers this cache in `group`, so clearCacheGroup(group) empties it with the others. */
  inGroup(group: string): this {
    const members = groups.get(group) ?? new Set<{ clear(): void }>();
    members.add(this);
    groups.set(group, members);
    return this;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.heldBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the entries hold, as `sizeOf` counts it (keys included); never above maxBytes once a store returns. */
  get bytes(): number {
    return this.heldBytes;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  private store(key: string, value: V, at: number): void {
    const bytes = this.sizeOf(value, key) + key.length;
    this.remove(key);
    if (bytes > this.maxBytes) return; // larger than the whole budget: answered, not kept
    this.entries.set(key, { value, expires: at + this.ttlMs, bytes });
    this.heldBytes += bytes;
    while (this.heldBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }
}
