import path from 'node:path';
import { ensureDatabaseExists, migrateAndSeed } from '@/scripts/support/database';
import { failAndExit, FriendlyError, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { repoRoot } from '@/scripts/support/processes';
import { startProductionServer } from '@/scripts/support/production-server';
import {
  cacheDirs,
  diskBytes,
  DISK_BOUND_BYTES,
  distinctUrls,
  listeningPid,
  megabytes as mb,
  MEMORY_GROWTH_BOUND_BYTES,
  rssBytes,
  sendAll,
} from '@/tests/support/cache-bounds-probe';

// `npm run bench:bounds` (issue 30): what 5,000 distinct filter and search URLs leave behind on a production server.
// It starts the server from a fresh copy of its own build (.next-bounds), sends the URLs (8 at a time, following
// redirects as a crawler does), and prints the disk under the build's run-time caches (server/route-cache: the ISR
// pages; cache/fetch-cache: the data cache) and the server's resident memory, before and after. It exits 1 when the
// disk or the memory growth is over the bound the README states ("Cache bounds"). Needs DATABASE_URL (a database it
// may migrate and seed). BOUNDS_URLS changes the count; BOUNDS_HOLD=1 keeps the server up afterwards.

const DIST_DIR = process.env.BOUNDS_DIST_DIR || '.next-bounds';
const RUN_DIR = `${DIST_DIR}-run`;
const URLS = Number(process.env.BOUNDS_URLS || 5000);
const MB = 1024 * 1024;
const DISK_BOUND_MB = DISK_BOUND_BYTES / MB;
const MEMORY_GROWTH_BOUND_MB = MEMORY_GROWTH_BOUND_BYTES / MB;

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new FriendlyError('Set DATABASE_URL to a database the bounds run may migrate and seed');
  await ensureDatabaseExists(databaseUrl, 'DATABASE_URL');
  await migrateAndSeed(databaseUrl);
  // The server's heap is capped as every production server's is (scripts/support/server-heap.ts: 384 MB unless
  // UG_SERVER_HEAP_MB says otherwise), so its memory shows what it retains: without a cap V8 lets garbage pile up
  // towards its default limit before collecting, and RSS grows with the traffic whether or not anything is kept
  // (+438 MB on 2026-11-27, against +227 MB with the cap, same URLs).
  const { baseUrl } = await startProductionServer({ distDir: DIST_DIR, databaseUrl, label: 'the bounds web server' });
  const pid = listeningPid(Number(new URL(baseUrl).port));
  if (!pid) throw new FriendlyError(`No process of ours listens on ${baseUrl}`);
  const { pages: pageDir, data: dataDir } = cacheDirs(path.join(repoRoot, RUN_DIR));

  // Warm every kind up once, so "before" is a serving server, not a cold one.
  await sendAll(baseUrl, ['/category/cakes', '/products', '/occasion/birthday', '/search?q=cake', '/api/V2/search?q=cake', '/category/cakes?page=2']);
  const before = { rss: rssBytes(pid), page: diskBytes(pageDir), data: diskBytes(dataDir) };
  const urls = distinctUrls(URLS);
  const started = performance.now();
  const statuses = await sendAll(baseUrl, urls);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000)); // let the last cache writes land
  const after = { rss: rssBytes(pid), page: diskBytes(pageDir), data: diskBytes(dataDir) };

  const answers = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
  console.log(`\n${urls.length} distinct URLs in ${seconds.toFixed(1)} s (final answers after redirects: ${answers})`);
  console.log('| | before | after | growth | bound |');
  console.log('|---|---|---|---|---|');
  console.log(`| page cache on disk (server/route-cache) | ${mb(before.page)} MB | ${mb(after.page)} MB | ${mb(after.page - before.page)} MB | |`);
  console.log(`| data cache on disk (cache/fetch-cache) | ${mb(before.data)} MB | ${mb(after.data)} MB | ${mb(after.data - before.data)} MB | |`);
  console.log(`| disk, both | ${mb(before.page + before.data)} MB | ${mb(after.page + after.data)} MB | | ≤ ${DISK_BOUND_MB} MB |`);
  console.log(`| server memory (RSS) | ${mb(before.rss)} MB | ${mb(after.rss)} MB | ${mb(after.rss - before.rss)} MB | growth ≤ ${MEMORY_GROWTH_BOUND_MB} MB |`);

  const failures: string[] = [];
  if (after.page + after.data > DISK_BOUND_MB * MB) failures.push(`disk ${mb(after.page + after.data)} MB > ${DISK_BOUND_MB} MB`);
  if (after.rss - before.rss > MEMORY_GROWTH_BOUND_MB * MB) failures.push(`memory growth ${mb(after.rss - before.rss)} MB > ${MEMORY_GROWTH_BOUND_MB} MB`);
  if ((statuses.get(599) ?? 0) + [...statuses].filter(([s]) => s >= 500).length > 0) failures.push('some requests failed (5xx or no answer)');
  for (const failure of failures) console.error(`Over the bound: ${failure}`);
  if (process.env.BOUNDS_HOLD === '1') {
    // Keeps the server up (until Ctrl+C) to look at it, or to run tests/e2e/cache-bounds.spec.ts against it.
    console.log(`Serving at ${baseUrl} (E2E_OUTBOX_DIR=${path.join(repoRoot, `${RUN_DIR}-outbox`)}); Ctrl+C to stop`);
    await new Promise(() => {});
  }
  return failures.length ? 1 : 0;
}

if (process.argv[1]?.endsWith('cache-bounds.ts')) {
  handleSignals();
  main().then(shutdown, failAndExit);
}
