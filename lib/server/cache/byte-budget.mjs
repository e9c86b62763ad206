// A least-recently-used ledger bounded in BYTES, not entries: the page cache handler (page-cache-handler.mjs) keeps
// one for what it writes to disk, so that no number of distinct URLs (a crawler walking the price slider, a loop
// over search terms) can grow the cache past its budget. Entries differ a lot in size (a filtered list is about
// 300 KB on disk, a data-cache row a few hundred bytes), which is why a count would bound nothing. Plain JavaScript:
// Next loads the handler in its build workers as well as in the server.

export class ByteBudget {
  /**
   * @param {number} maxBytes the budget
   * @param {(key: string) => void} onEvict called for every entry pushed out (the handler deletes its files)
   */
  constructor(maxBytes, onEvict) {
    this.maxBytes = maxBytes;
    this.onEvict = onEvict;
    /** @type {Map<string, number>} insertion order is recency: the first key is the least recently used */
    this.entries = new Map();
    this.bytes = 0;
  }

  /** Records (or re-records) `key` at `bytes` as the most recently used, then evicts the oldest until within budget. */
  add(key, bytes) {
    this.forget(key);
    this.entries.set(key, bytes);
    this.bytes += bytes;
    for (const [oldest, size] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      // The entry just written stays even when it alone is over the budget: it is being served right now.
      if (oldest === key) continue;
      this.entries.delete(oldest);
      this.bytes -= size;
      this.onEvict(oldest);
    }
  }

  /** Marks `key` as just used (a cache hit); unknown keys are ignored. */
  touch(key) {
    const size = this.entries.get(key);
    if (size === undefined) return;
    this.entries.delete(key);
    this.entries.set(key, size);
  }

  /** Drops `key` from the ledger without calling onEvict. */
  forget(key) {
    const size = this.entries.get(key);
    if (size === undefined) return;
    this.entries.delete(key);
    this.bytes -= size;
  }

  get size() {
    return this.entries.size;
  }
}
