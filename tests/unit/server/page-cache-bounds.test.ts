/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ByteBudget } from '@/lib/server/cache/byte-budget.mjs';

// Issue 30: the page cache handler keeps what it writes at run time within a byte budget on disk. These check the
// ledger it keeps, and the handler itself against a real folder: however many distinct pages visitors make it write,
// the files on disk stay under the budget, and the pages dropped are the least recently used ones.

describe('ByteBudget', () => {
  it('evicts the least recently used entries once the bytes pass the budget, and only those', () => {
    const evicted: string[] = [];
    const budget = new ByteBudget(100, (key: string) => evicted.push(key));
    budget.add('a', 40);
    budget.add('b', 40);
    budget.touch('a'); // a is now the most recently used
    budget.add('c', 40); // 120 > 100: b goes
    expect(evicted).toEqual(['b']);
    expect(budget.bytes).toBe(80);
    budget.add('a', 70); // a rewritten larger: c goes (a stays, it was just written)
    expect(evicted).toEqual(['b', 'c']);
    expect(budget.bytes).toBe(70);
  });

  it('keeps the entry just written even when it alone is larger than the budget', () => {
    const evicted: string[] = [];
    const budget = new ByteBudget(10, (key: string) => evicted.push(key));
    budget.add('small', 5);
    budget.add('big', 50);
    expect(evicted).toEqual(['small']);
    expect(budget.size).toBe(1);
  });
});

describe('page cache handler on disk', () => {
  let dir: string;
  const MB = 1024 * 1024;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ug-page-cache-'));
    jest.resetModules();
    process.env.UG_PAGE_CACHE_DISK_MB = '2';
    process.env.UG_DATA_CACHE_DISK_MB = '1';
  });
  afterEach(() => {
    delete process.env.UG_PAGE_CACHE_DISK_MB;
    delete process.env.UG_DATA_CACHE_DISK_MB;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const diskBytes = (root: string): number => {
    if (!fs.existsSync(root)) return 0;
    let total = 0;
    for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
    return total;
  };

  async function handler() {
    const { default: Handler } = await import('@/lib/server/cache/page-cache-handler.mjs');
    const nodeFs = await import('next/dist/server/lib/node-fs-methods.js');
    const serverDistDir = path.join(dir, 'server');
    fs.mkdirSync(serverDistDir, { recursive: true });
    const make = () =>
      new Handler({ fs: nodeFs.nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0 });
    return { make, serverDistDir };
  }

  const page = (i: number) => ({
    kind: 'APP_PAGE',
    html: `<html><body>${'cake '.repeat(20_000)}${i}</body></html>`, // about 100 KB, like a filtered list's HTML
    rscData: Buffer.alloc(50_000, 'r'),
    headers: {},
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  });

  it('keeps 500 distinct filtered pages (about 75 MB written) under its 2 MB disk budget, the newest still cached', async () => {
    const { make, serverDistDir } = await handler();
    for (let i = 0; i < 500; i++) {
      // A handler per request, as Next makes them: the budget is the process's, not the handler's.
      await make().set(`/route-cache/app/category/[slug]/q/[query]/$/minPrice%3D${i}`, page(i), { cacheControl: { revalidate: 300 } });
    }
    await new Promise((resolve) => setTimeout(resolve, 200)); // evictions delete files without holding up the write
    const used = diskBytes(path.join(serverDistDir, 'route-cache'));
    expect(used).toBeLessThanOrEqual(2 * MB);
    expect(used).toBeGreaterThan(MB); // still a cache, not an empty folder
    const newest = await make().get('/route-cache/app/category/[slug]/q/[query]/$/minPrice%3D499', { kind: 'APP_PAGE', isFallback: false });
    expect(newest?.value?.html).toContain('499');
    const oldest = await make().get('/route-cache/app/category/[slug]/q/[query]/$/minPrice%3D0', { kind: 'APP_PAGE', isFallback: false });
    expect(oldest).toBeNull();
  });

  it('bounds the data cache the same way, and a restarted server counts what is already on disk', async () => {
    const { make, serverDistDir } = await handler();
    const row = (i: number) => ({ kind: 'FETCH', data: { headers: {}, body: 'x'.repeat(10_000) + i, status: 200, url: '' }, revalidate: 3600 });
    for (let i = 0; i < 300; i++) await make().set(`key${i}`, row(i), { fetchCache: true, tags: ['catalogue'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const dataDir = path.join(serverDistDir, '..', 'cache', 'fetch-cache');
    expect(diskBytes(dataDir)).toBeLessThanOrEqual(MB);

    // A new process (a restart): the files already there are in its budget from the start.
    jest.resetModules();
    const again = await handler();
    for (let i = 300; i < 400; i++) await again.make().set(`key${i}`, row(i), { fetchCache: true, tags: ['catalogue'] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(diskBytes(dataDir)).toBeLessThanOrEqual(MB);
  });

  it('never serves a page past its edge after a restart, though the new process never saw the edge registered', async () => {
    // lib/server/page-edges.ts registers `edge:<ms>` in Next's in-memory tags manifest when the page renders; a
    // restart (fresh modules here) loses that, and the copy on disk must still end at its edge.
    const { make } = await handler();
    const rendered = Date.now();
    const edge = rendered + 60_000; // the sale ends a minute after this render
    const key = '/route-cache/app/campaign/[slug]/$/winter-cake-festival';
    const salePage = { ...page(1), headers: { 'x-next-cache-tags': `campaign:1,edge:${edge}` } };
    await make().set(key, salePage, { cacheControl: { revalidate: 60 } });

    jest.resetModules();
    const restarted = await handler();
    const read = () => restarted.make().get(key, { kind: 'APP_PAGE', isFallback: false });
    expect((await read())?.value?.html).toContain('cake'); // before the edge: still the cached copy

    // One second after the edge, by the clock Next's tag check reads.
    const clock = jest.spyOn(performance, 'now').mockReturnValue(edge + 1000 - performance.timeOrigin);
    try {
      expect(await read()).toBeNull(); // a miss: rendered afresh before anyone is answered
    } finally {
      clock.mockRestore();
    }
  });
});
