import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { Client } from 'pg';
import { budget } from './budget';
import {
  cacheDirs,
  diskBytes,
  DISK_BOUND_BYTES,
  distinctUrls,
  listeningPid,
  megabytes,
  MEMORY_GROWTH_BOUND_BYTES,
  rssBytes,
  sendAll,
} from '@/tests/support/cache-bounds-probe';

// Issue 30: no cache grows with what visitors type. 5,000 distinct filter and search URLs (a crawler walking the
// price slider, made-up brands with page numbers, utm loops, search pages and calls, /products?q=) are sent to the
// production server; the disk under its run-time caches (pages and data) and the growth of the server's memory must
// stay under the bounds the README states ("Cache bounds"). Before, 4,004 price filters alone left 1.2 GB on disk and
// 12,000 URLs raised the server's memory by 440 MB. The memory is read from /proc/<pid>/status of the server the e2e
// runner started (a process of ours on this machine): the shop has no endpoint that tells anyone its memory.
// Redirects are not followed: a non-canonical URL is answered by a redirect and must leave nothing behind; the URLs
// that are canonical (the made-up brands, a price on the slider's steps) are rendered and cached. `npm run
// bench:bounds` sends every kind in equal shares, follows the redirects and prints the figures.

// The server's own folder: the e2e runner starts it from `<run dir>` with its outbox beside it (`<run dir>-outbox`).
const runDir = process.env.E2E_OUTBOX_DIR?.replace(/-outbox$/, '');

// The probe's searches ("cake 17", "chocolate 17", "gift 17", each from a new cookie-less visitor) found products, so
// they are remembered as popular searches; the other specs share this database and read popular searches
// (lists.spec.ts), so the flood is taken out again afterwards.
test.afterAll(async () => {
  if (!process.env.E2E_DATABASE_URL) return;
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DELETE FROM search_history WHERE query ~ '^(cake|chocolate|gift) [0-9]+$'`);
  } finally {
    await client.end();
  }
});

/** The server runs as production servers do, with its heap capped (scripts/support/server-heap.ts). */
function heapCapped(pid: number): boolean {
  const flags = `${fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')}\0${fs.readFileSync(`/proc/${pid}/environ`, 'utf8')}`;
  return /--max-old-space-size=\d+/.test(flags);
}

test('5,000 distinct filter and search URLs leave the caches within their stated bounds on disk and in memory', async ({ baseURL }) => {
  test.skip(!runDir || !baseURL, 'needs the server the e2e runner started (E2E_OUTBOX_DIR names its folder)');
  test.setTimeout(budget(180_000));
  const pid = listeningPid(Number(new URL(baseURL!).port));
  test.skip(pid === null, 'the server is not a process of ours (its memory cannot be read)');
  const dirs = cacheDirs(path.resolve(runDir!));
  const disk = () => diskBytes(dirs.pages) + diskBytes(dirs.data);

  expect(heapCapped(pid!), 'the server runs with its heap capped, as npm start runs it').toBe(true);
  // Each kind once first, so "before" is a serving server (its routes loaded and compiled), not a cold one, whichever
  // specs ran before this one; as npm run bench:bounds does.
  await sendAll(baseURL!, ['/category/cakes', '/products', '/occasion/birthday', '/search?q=cake', '/api/V2/search?q=cake', '/category/cakes?page=2']);
  const memoryBefore = rssBytes(pid!);
  // Mostly what a crawler walking the filters sends (answered by a redirect), with one in 23 each of a made-up brand,
  // a search page and a search call, which are rendered: about 650 renders. 8 at a time, as the bench sends them.
  const kinds = [...Array.from({ length: 4 }, () => [0, 1, 2, 3, 7]).flat(), 4, 5, 6];
  const statuses = await sendAll(baseURL!, distinctUrls(5000, kinds), { follow: false, concurrency: 8 });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last cache writes land after their responses

  const failed = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  expect(failed, `answers: ${JSON.stringify([...statuses])}`).toBe(0);
  expect(statuses.get(308) ?? 0).toBeGreaterThan(2500); // most of them were not canonical: one redirect each
  const used = disk();
  const grew = rssBytes(pid!) - memoryBefore;
  test.info().annotations.push({ type: 'cache bounds', description: `disk ${megabytes(used)} MB, memory +${megabytes(grew)} MB` });
  expect(used).toBeLessThanOrEqual(DISK_BOUND_BYTES);
  expect(grew, `RSS grew ${megabytes(grew)} MB`).toBeLessThanOrEqual(MEMORY_GROWTH_BOUND_BYTES);
});
