import Redis from 'ioredis';

// Next's cache entries (pages, route bodies, data-cache results) in Redis, shared by every instance (issue 27;
// used by page-cache-handler.mjs when REDIS_URL is set). A page rendered by instance A is then served by instance B
// without rendering it again, and an instance started fresh (a rolling restart, a new machine) starts warm.
//
// Keys carry the build's id: two builds never read each other's entries (a page's HTML names its build's chunks), so
// during a rolling deploy each build reads its own. Every entry gets a time to live (below): Redis is the bound, as
// the disk budget is without it; run it with `maxmemory` and `maxmemory-policy allkeys-lru` (README "Several
// instances") so it drops the least recently used entries rather than refusing writes.
//
// Values hold Buffers (a page's RSC payload and its segments, a route's body) and a Map (the segments): they are
// written as tagged JSON and revived on read. A read that fails (Redis down, a value not parsed) is a miss, never an
// error: the page is rendered, as after a restart.

/** Longest an entry is kept when its own lifetime says nothing longer (seconds). */
export const MAX_TTL_SECONDS = 7 * 24 * 60 * 60;
const MIN_TTL_SECONDS = 60;
/** A read slower than this is a miss: an instance must not stall its pages behind a slow Redis. */
const READ_TIMEOUT_MS = 500;

/** @param {string} _key @param {unknown} value */
function replacer(_key, value) {
  // `this[_key]` is the value before Buffer#toJSON turned it into { type, data: [...] } (a number per byte).
  const original = this[_key];
  if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
  if (original instanceof Map) return { $map: [...original.entries()] };
  return value;
}

/** @param {string} _key @param {any} value */
function reviver(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

export const encodeEntry = (entry) => JSON.stringify(entry, replacer);
export const decodeEntry = (text) => JSON.parse(text, reviver);

/**
 * Seconds an entry is kept: past its `expire` (or four times its `revalidate`, so a copy is still there to be served
 * stale while it renders again), at least a minute and at most a week.
 * @param {{ revalidate?: number | false; expire?: number } | undefined} cacheControl
 */
export function ttlSeconds(cacheControl, dataRevalidate) {
  const expire = cacheControl?.expire;
  const revalidate = typeof cacheControl?.revalidate === 'number' ? cacheControl.revalidate : dataRevalidate;
  let ttl = MAX_TTL_SECONDS;
  if (typeof expire === 'number' && expire > 0) ttl = expire;
  else if (typeof revalidate === 'number' && revalidate > 0) ttl = revalidate * 4;
  return Math.min(MAX_TTL_SECONDS, Math.max(MIN_TTL_SECONDS, Math.ceil(ttl)));
}

export class SharedEntries {
  /** @param {string} url @param {string} namespace */
  constructor(url, namespace) {
    this.namespace = namespace;
    this.client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.client.on('error', () => {});
  }

  keyOf(key) {
    return `ug:next:${this.namespace}:${key}`;
  }

  /** The entry stored under `key`, or null (absent, unreadable, Redis unreachable or slow). */
  async read(key) {
    let timer;
    try {
      const text = await Promise.race([
        this.client.get(this.keyOf(key)),
        new Promise((resolve) => (timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS))),
      ]);
      return typeof text === 'string' ? decodeEntry(text) : null;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Stores `entry` under `key` for `ttl` seconds; a failure is logged and otherwise ignored (the copy stays local). */
  async write(key, entry, ttl) {
    try {
      await this.client.set(this.keyOf(key), encodeEntry(entry), 'EX', ttl);
    } catch (error) {
      console.error(`Shared cache write failed for ${key}: ${error?.message ?? error}`);
    }
  }

  async close() {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
