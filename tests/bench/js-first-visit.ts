import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { readBundles } from '@/scripts/support/js-budget-build';
import { CHROMIUM_PATH, ensureChromium } from '@/scripts/support/chromium';
import { kib, totalBytes } from '@/scripts/support/js-budgets';
import { failAndExit, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { repoRoot } from '@/scripts/support/processes';
import { sampleProductPath, startBenchServer } from './server';

// `npx tsx tests/bench/js-first-visit.ts`: the cross-check of `npm run check:budgets` (README "JavaScript budgets").
// Chromium visits the home page and a product page with an empty cache on the bench build (.next-bench); every
// script it fetches before the load event is compared with what the check computes from the build's manifests for
// that route: the same files? the same gzip bytes? Scripts fetched after the load event (lazy chunks) are listed
// apart, as is what Chromium actually transferred (the server may answer it in brotli).

const DIST_DIR = '.next-bench';

type Fetched = { file: string; transferBytes: number; afterLoad: boolean };

async function visit(url: string): Promise<Fetched[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const fetched: Fetched[] = [];
    let loaded = false;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const afterLoad = loaded;
      const sizes = await request.sizes();
      fetched.push({ file: new URL(request.url()).pathname.replace(/^\/_next\//, ''), transferBytes: sizes.responseBodySize, afterLoad });
    });
    await page.goto(url, { waitUntil: 'load' });
    loaded = true;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return fetched;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  handleSignals();
  await ensureChromium();
  const { baseUrl } = await startBenchServer();
  const bundles = readBundles(path.join(repoRoot, DIST_DIR));
  const gzip = (file: string) => gzipSync(fs.readFileSync(path.join(repoRoot, DIST_DIR, file))).length;
  let allSame = true;
  for (const { route, url } of [
    { route: '/', url: '/' },
    { route: '/product/[idOrSlug]', url: await sampleProductPath(baseUrl) },
  ]) {
    const bundle = bundles.find((b) => b.route === route)!;
    const predicted = new Set(bundle.chunks.map((chunk) => chunk.file));
    const fetched = await visit(baseUrl + url);
    const first = fetched.filter((f) => !f.afterLoad);
    const firstFiles = new Set(first.map((f) => f.file));
    const missed = [...predicted].filter((file) => !firstFiles.has(file));
    const extra = [...firstFiles].filter((file) => !predicted.has(file));
    const lazy = fetched.filter((f) => f.afterLoad);
    const fetchedGzip = [...firstFiles].reduce((sum, file) => sum + gzip(file), 0);
    const transfer = first.reduce((sum, f) => sum + f.transferBytes, 0);
    console.log(`\n${url} (${route})`);
    console.log(`  check:budgets: ${predicted.size} files, ${kib(totalBytes(bundle))} KiB gzip`);
    console.log(`  Chromium before load: ${firstFiles.size} files, ${kib(fetchedGzip)} KiB gzip (${kib(transfer)} KiB as transferred)`);
    if (missed.length) console.log(`  counted but not fetched: ${missed.join(', ')}`);
    if (extra.length) console.log(`  fetched but not counted: ${extra.join(', ')}`);
    console.log(`  after load (lazy, not counted): ${lazy.length} files, ${kib(lazy.reduce((sum, f) => sum + gzip(f.file), 0))} KiB gzip`);
    if (missed.length || extra.length) allSame = false;
  }
  return allSame ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
