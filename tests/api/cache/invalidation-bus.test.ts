import { createRequire } from 'node:module';
import path from 'node:path';
import { Client } from 'pg';
import {
  enablePublishing,
  payloadsOf,
  publishInvalidation,
  startInvalidationListener,
  stopInvalidationBus,
} from '@/lib/server/cache/invalidation-bus.mjs';
import { TtlCache } from '@/lib/server/cache/ttl-cache';
import { useTestDatabase } from '../support/database';

// Several instances (issue 27): a change made on one instance, or by the worker, expires the caches of every web
// server within a second. The message goes through PostgreSQL (a row per tag and a NOTIFY); each server listens and
// applies it to Next's tags manifest (what Next checks before serving a cached page or value) and to its finished
// JSON bodies (ttl-cache groups). Here one process plays both the publisher and a listening server.

useTestDatabase();

// Next's tags manifest as Node loads it: the map the running server consults.
const { tagsManifest } = createRequire(path.join(process.cwd(), 'package.json'))('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

async function until(check: () => boolean, ms = 2000): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

afterEach(async () => {
  await stopInvalidationBus();
  tagsManifest.clear();
});

it('a price change published by one process expires the tags and empties the JSON bodies of a listening server within a second', async () => {
  await startInvalidationListener(process.env.DATABASE_URL);
  // A listening server's finished /api/V2/category body, as the catalogue routes keep it.
  const bodies = new TtlCache<string>(1024 * 1024, 60_000, (value) => value.length, true).inGroup('catalogue');
  await bodies.get('/api/V2/category/cakes', async () => 'price 1,250');
  expect(await bodies.get('/api/V2/category/cakes', async () => 'price 1,400')).toBe('price 1,250');

  enablePublishing();
  const before = Date.now();
  await publishInvalidation({ tags: ['catalogue', 'product:7'], groups: ['catalogue'] });
  const took = await until(() => (tagsManifest.get('catalogue')?.expired ?? 0) >= before && (tagsManifest.get('product:7')?.expired ?? 0) >= before);
  expect(took).toBeLessThan(1000);
  // A copy made before the change is expired by Next's own check; one made after it is not.
  const { areTagsExpired } = createRequire(path.join(process.cwd(), 'package.json'))('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
  expect(areTagsExpired(['catalogue'], before - 1)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(areTagsExpired(['catalogue'], Date.now())).toBe(false);
  expect(await bodies.get('/api/V2/category/cakes', async () => 'price 1,400')).toBe('price 1,400');
});

it('a server that starts after an invalidation (a rolling restart) reads it before answering', async () => {
  enablePublishing();
  await publishInvalidation({ tags: ['layout'] });
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query<{ at: Date }>("select expired_at as at from cache_tag_expirations where tag = 'layout'");
  await client.end();
  expect(rows).toHaveLength(1);

  expect(tagsManifest.get('layout')).toBeUndefined();
  await startInvalidationListener(process.env.DATABASE_URL);
  // Resolved only once the recorded expiries are applied.
  expect(tagsManifest.get('layout')?.expired).toBe(rows[0]!.at.getTime());
});

it('a process outside Next (jest, a script) publishes nothing until it says it is the worker', async () => {
  await startInvalidationListener(process.env.DATABASE_URL);
  await publishInvalidation({ tags: ['careers'] });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(tagsManifest.get('careers')).toBeUndefined();
});

it('splits a long list of tags into notifications PostgreSQL accepts (under 8,000 bytes each), losing none', () => {
  const tags = Array.from({ length: 600 }, (_, i) => `product:three-tier-golden-drip-wedding-cake-${i}`);
  const payloads = payloadsOf({ tags, groups: ['catalogue'] });
  expect(payloads.length).toBeGreaterThan(1);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  const parsed = payloads.map((p) => JSON.parse(p) as { tags: string[]; groups: string[] });
  expect(parsed.flatMap((p) => p.tags)).toEqual(tags);
  expect(parsed.flatMap((p) => p.groups)).toEqual(['catalogue']);
});
