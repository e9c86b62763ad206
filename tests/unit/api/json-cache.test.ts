/** @jest-environment node */
import { stableKey } from '@/app/api/V2/_support/json-cache';
import { stringBytes, TtlCache } from '@/lib/server/cache/ttl-cache';

// The in-process response cache of the hot catalogue routes: a stale list must disappear after its TTL, a burst of
// identical requests must run the query once, and memory must stay bounded.

function counter() {
  let calls = 0;
  return {
    produce: async () => `body ${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe('TtlCache', () => {
  it('answers a repeat from memory until the TTL has passed, then asks again', async () => {
    const cache = new TtlCache<string>(1000, 1000, stringBytes, true);
    const source = counter();
    let now = 0;
    const clock = () => now;
    expect(await cache.get('k', source.produce, clock)).toBe('body 1');
    now = 999;
    expect(await cache.get('k', source.produce, clock)).toBe('body 1');
    now = 1000;
    expect(await cache.get('k', source.produce, clock)).toBe('body 2');
    expect(source.calls).toBe(2);
  });

  it('runs one query for concurrent misses of the same key', async () => {
    const cache = new TtlCache<string>(1000, 1000, stringBytes, true);
    let release: () => void = () => {};
    let calls = 0;
    const produce = () =>
      new Promise<string>((resolve) => {
        calls += 1;
        release = () => resolve('shared');
      });
    const waiting = Array.from({ length: 5 }, () => cache.get('k', produce));
    release();
    expect(await Promise.all(waiting)).toEqual(Array(5).fill('shared'));
    expect(calls).toBe(1);
  });

  it('does not keep a failure: the next request tries again', async () => {
    const cache = new TtlCache<string>(1000, 1000, stringBytes, true);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'recovered')).toBe('recovered');
  });

  it('drops the least recently used entry beyond its size', async () => {
    // Each entry is 3 bytes (a one-letter key and a two-letter body): two fit in 6 bytes, a third does not.
    const cache = new TtlCache<string>(6, 60_000, stringBytes, true);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recently used
    await cache.get('c', async () => 'c1'); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  it('stays within its byte budget whatever the number of distinct keys, however large each body is', async () => {
    const budget = 64 * 1024;
    const cache = new TtlCache<string>(budget, 60_000, stringBytes, true);
    for (let i = 0; i < 5000; i++) {
      const body = 'x'.repeat(200 + (i % 7) * 3000); // 0.2–18 KB, like a search result page
      await cache.get(`search ${i}`, async () => body);
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.size).toBeGreaterThan(3); // still caching: the newest entries are kept
    expect(await cache.get('search 4999', async () => 'asked again')).not.toBe('asked again');
    // A body larger than the whole budget is answered but not kept.
    expect(await cache.get('huge', async () => 'y'.repeat(budget + 1))).toHaveLength(budget + 1);
    expect(cache.bytes).toBeLessThanOrEqual(budget);
  });

  it('is a pass-through when disabled (outside Next: tests and scripts see every change at once)', async () => {
    const cache = new TtlCache<string>(1000, 60_000, stringBytes, false);
    const source = counter();
    await cache.get('k', source.produce);
    expect(await cache.get('k', source.produce)).toBe('body 2');
    expect(cache.size).toBe(0);
  });
});

describe('stableKey', () => {
  it('ignores the order of list filters but not the order of the key parts', () => {
    expect(stableKey(['cakes', { size: ['2lb', '1lb'] }])).toBe(stableKey(['cakes', { size: ['1lb', '2lb'] }]));
    expect(stableKey(['a', 'b'])).not.toBe(stableKey(['b', 'a']));
    expect(stableKey(['cakes', { page: 1 }])).not.toBe(stableKey(['cakes', { page: 2 }]));
  });
});
