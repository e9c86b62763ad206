/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The Next internals the page cache handler and the invalidation bus lean on (lib/server/cache/page-cache-handler.mjs,
// invalidation-bus.mjs, lib/server/page-edges.ts), pinned so that a Next upgrade that moves one fails here, by name,
// rather than as stale prices on another instance. Read as Node loads them, as the handler does.

const load = createRequire(path.join(process.cwd(), 'package.json'));
const fsCacheModule = load('next/dist/server/lib/incremental-cache/file-system-cache.js');
const FileSystemCache = fsCacheModule.default ?? fsCacheModule;
const tags = load('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
const incremental = load('next/dist/server/lib/incremental-cache/index.js');

describe("Next's file-system cache (the handler extends it)", () => {
  it('is a class with get, set and revalidateTag, and keeps its memory LRU on the class (memoryCache)', () => {
    expect(typeof FileSystemCache).toBe('function');
    for (const method of ['get', 'set', 'revalidateTag']) expect(typeof FileSystemCache.prototype[method]).toBe('function');
    new FileSystemCache({ fs: {}, flushToDisk: false, serverDistDir: '/nowhere', revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024 });
    const memory = FileSystemCache.memoryCache;
    expect(memory).toBeTruthy();
    memory.set('/contract', { value: { kind: 'FETCH', data: { body: '' }, revalidate: 60 }, lastModified: 1 });
    expect(memory.get('/contract')?.lastModified).toBe(1);
  });

  it('answers an entry put in its memory (what the handler does with an entry read from Redis)', async () => {
    const cache = new FileSystemCache({ fs: {}, flushToDisk: false, serverDistDir: '/nowhere', revalidatedTags: [], maxMemoryCacheSize: 1024 * 1024 });
    const entry = { value: { kind: 'FETCH', data: { headers: {}, body: 'e30=', status: 200, url: '' }, revalidate: 60 }, lastModified: Date.now() };
    FileSystemCache.memoryCache.set('/from-redis', entry);
    expect(await cache.get('/from-redis', { kind: 'FETCH', tags: [], softTags: [] })).toBe(entry);
  });
});

describe("Next's tags manifest (what invalidations write, what Next checks before serving)", () => {
  it('is a Map of tag → { stale, expired } and areTagsExpired reads it', () => {
    expect(tags.tagsManifest).toBeInstanceOf(Map);
    const now = Date.now();
    tags.tagsManifest.set('contract:tag', { stale: now, expired: now });
    expect(tags.areTagsExpired(['contract:tag'], now - 1)).toBe(true);
    expect(tags.areTagsExpired(['contract:tag'], now + 1)).toBe(false);
    tags.tagsManifest.delete('contract:tag');
  });

  it('is the module the incremental cache and the file-system cache consult before answering', () => {
    for (const file of ['index.js', 'file-system-cache.js']) {
      const source = readFileSync(load.resolve(`next/dist/server/lib/incremental-cache/${file}`), 'utf8');
      expect(source).toContain('tags-manifest.external');
      expect(source).toContain('areTagsExpired');
    }
    expect(typeof incremental.IncrementalCache.prototype.revalidateTag).toBe('function');
  });
});
