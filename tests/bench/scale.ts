import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { ensureDatabaseExists, migrateAndSeed, recreateDatabase, startEmbedded, stopEmbedded, withDatabase } from '@/scripts/support/database';
import { failAndExit, FriendlyError, handleSignals, onShutdown, shutdown } from '@/scripts/support/lifecycle';
import { freePort } from '@/scripts/support/ports';
import { repoRoot } from '@/scripts/support/processes';
import { startProductionServer } from '@/scripts/support/production-server';
import { BROWSER_ACCEPT_ENCODING } from './load-client';
import { MAX_LIST_DEPTH } from '@/lib/domain/pagination';
import { checkDeepPagePlans, DEEP_SORTS, deepListCandidates, servedPagesOf } from './scale/deep-pages';
import { growCatalogue } from './scale/grow-catalogue';
import { scaleTargets, type ScaleTarget } from './scale/targets';

// `npm run bench:scale [-- --products 100000 --samples 30 --fresh]`: does the catalogue stay as fast when it grows?
// Two production servers from one build, one on the demo catalogue (283 products) and one on a catalogue grown to
// --products by the seed's generator (tests/bench/scale/grow-catalogue.ts: varied names, prices, tags, colours,
// stores and join rows), get the same requests, one at a time, alternating between them, and every request is one
// neither server has answered before (another query, product, sort, page or page size), so no response or page cache
// answers it. What each server keeps for all requests (the category table, a scope's filter box, a filter set's box)
// is warmed first, as a running shop has it; the "new filter set" row times the box's first computation instead.
// Prints p50/p95 per call for both and the ratio; the goal is every ratio ≤ 2 (issue 16).

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const PRODUCTS = option('products', 100_000);
const SAMPLES = option('samples', 30);
const FRESH = args.includes('--fresh');
/**
 * The bench databases' name prefix (`--databases ug_scale_cold`): several checkouts on one PostgreSQL each bench
 * their own pair (`<prefix>_demo`, `<prefix>_<products>`) instead of dropping each other's demo mid-run.
 */
const at = args.indexOf('--databases');
const DATABASES = at >= 0 ? String(args[at + 1]) : 'ug_scale';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASES)) throw new Error(`--databases ${DATABASES}: lower-case letters, digits and _ only`);
/** Server starts whose first home and /products renders are timed (the first start included). */
const RESTARTS = option('restarts', 5);
const MAX_RATIO = 2;

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  client.on('notice', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The demo catalogue, fresh; and the grown one, reused while it has the right size (growing takes minutes). */
async function prepareDatabases(adminUrl: string): Promise<{ demo: string; grown: string }> {
  const demo = await recreateDatabase(adminUrl, `${DATABASES}_demo`);
  await migrateAndSeed(demo);
  const grown = withDatabase(adminUrl, `${DATABASES}_${PRODUCTS}`);
  await ensureDatabaseExists(grown, 'the grown bench database');
  let { products } = await migrateAndSeed(grown);
  if (FRESH || products !== PRODUCTS) {
    await recreateDatabase(adminUrl, `${DATABASES}_${PRODUCTS}`);
    await migrateAndSeed(grown);
    const started = Date.now();
    products = await withClient(grown, (client) => growCatalogue(client, PRODUCTS, console.log));
    console.log(`Grown to ${products} products in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    console.log(`Reusing the grown catalogue of ${products} products (--fresh to grow it again)`);
    // Writes since it was grown (a test's rolled-back UPDATE of 10,000 products, say) leave table pages not marked
    // all-visible, and the deep pages' index-only walks then read the table too: 1,017 heap fetches and 29 ms instead
    // of none and 0.8 ms for page 100 sorted by popularity. Growing ends with the same VACUUM.
    await withClient(grown, (client) => client.query('VACUUM (ANALYZE) products'));
  }
  return { demo, grown };
}

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers } });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new FriendlyError(`GET ${url} answered ${response.status}`);
  return ms;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

type Row = { target: ScaleTarget; demo: number[]; grown: number[] };

type Which = 'demo' | 'grown';
type Server = Awaited<ReturnType<typeof startProductionServer>>;

/**
 * Next's on-demand revalidation header: with the build's preview id, a page prerendered at build time (home,
 * /products) is rendered again for this request, as its first visitor after its cache expired would have it rendered.
 */
function renderHeaders(runDir: string): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, runDir, 'prerender-manifest.json'), 'utf8')) as { preview: { previewModeId: string } };
  return { 'x-prerender-revalidate': manifest.preview.previewModeId };
}

/**
 * First visits after a restart (issue 26): each server is started RESTARTS times from a fresh copy of the build (so
 * no data cache, no page cache, no facet columns in memory) and its first home and /products renders are timed.
 */
async function timeFirstVisits(start: (which: Which) => Promise<Server>, servers: Record<Which, Server>): Promise<Row[]> {
  const rows: Row[] = [
    { target: { name: 'first home render (cold, after a restart)', paths: [], warm: [], goal: true }, demo: [], grown: [] },
    { target: { name: 'first /products render (cold, after a restart)', paths: [], warm: [], goal: true }, demo: [], grown: [] },
  ];
  for (let round = 0; round < RESTARTS; round += 1) {
    if (round > 0) {
      for (const which of ['demo', 'grown'] as const) {
        await servers[which].stop();
        servers[which] = await start(which);
      }
    }
    const order = round % 2 === 0 ? (['demo', 'grown'] as const) : (['grown', 'demo'] as const);
    for (const which of order) {
      const headers = renderHeaders(which === 'demo' ? '.next-bench-demo' : '.next-bench-scale');
      rows[0]![which].push(await timed(`${servers[which].baseUrl}/`, headers));
      rows[1]![which].push(await timed(`${servers[which].baseUrl}/products`, headers));
    }
    console.log(`First visits after start ${round + 1} of ${RESTARTS} timed`);
  }
  return rows;
}

/**
 * The "deep page" row: the deepest page each list serves (MAX_LIST_DEPTH), in every sort, for the lists that reach it
 * in the grown catalogue; the demo answers the same list's last page. Also checks that page 1000 is the 404.
 */
async function deepPageRow(demoUrl: string, base: Record<Which, string>): Promise<{ row: Row; paths: Record<Which, string[]> }> {
  const depthPages = Math.ceil(MAX_LIST_DEPTH / 24);
  const lists: { list: string; pages: Record<Which, number> }[] = [];
  for (const list of await deepListCandidates(demoUrl)) {
    const grown = await servedPagesOf(base.grown, list);
    if (grown < depthPages) continue;
    lists.push({ list, pages: { grown, demo: Math.max(1, await servedPagesOf(base.demo, list)) } });
  }
  if (!lists.length) throw new FriendlyError(`No list of the grown catalogue reaches page ${depthPages}`);
  const paths: Record<Which, string[]> = { demo: [], grown: [] };
  for (let i = 0; paths.grown.length < SAMPLES && i < lists.length * DEEP_SORTS.length; i += 1) {
    const { list, pages } = lists[i % lists.length]!;
    const sort = DEEP_SORTS[Math.floor(i / lists.length) % DEEP_SORTS.length];
    for (const which of ['demo', 'grown'] as const) paths[which].push(`${list}sort=${sort}&page=${pages[which]}&perPage=24`);
  }
  for (const sort of DEEP_SORTS) {
    const response = await fetch(`${base.grown}/api/V2/products?sort=${sort}&page=1000&perPage=24`);
    if (response.status !== 404) throw new FriendlyError(`Page 1000 sorted ${sort} answered ${response.status}, not 404`);
  }
  console.log(`Deep pages: ${lists.length} lists reach page ${depthPages} in the grown catalogue; page 1000 is a 404 in every sort`);
  // Each list's first page is warmed (its scope's filter box and facet columns, as a running shop has them): the row
  // times what depth costs. A scope's first visit has rows of its own (first store render, new filter set); untimed
  // here, the first visits of ~20 scopes made the row's p50 (21.6 ms against 8.9 ms).
  const warm = lists.flatMap(({ list }) => DEEP_SORTS.map((sort) => `${list}sort=${sort}&page=1&perPage=24`));
  const target = { name: `deep page (page ${depthPages}, the deepest served, every sort)`, paths: [], warm, goal: true };
  return { row: { target, demo: [], grown: [] }, paths };
}

async function main(): Promise<number> {
  handleSignals(() => console.log('\nStopping the bench…'));
  let adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    adminUrl = withDatabase(adminUrl, 'postgres');
  } else {
    const server = await startEmbedded('.data/bench-pg', await freePort());
    onShutdown('the bench database', () => stopEmbedded(server));
    adminUrl = server.url('postgres');
  }
  const { demo, grown } = await prepareDatabases(adminUrl);
  // The deepest pages' plans at this size: an index walk, never a Sort of the scope (issue 26).
  const plans = await checkDeepPagePlans(grown);
  for (const check of plans) console.log(`${check.ok ? 'ok  ' : 'FAIL'} deep page plan, ${check.scope}, ${check.sort}: ${check.plan}`);
  // One build, two servers, each from its own copy of it (startProductionServer's runDir); the first builds it.
  const start = (which: Which) =>
    which === 'demo'
      ? startProductionServer({ distDir: '.next-bench', runDir: '.next-bench-demo', databaseUrl: demo, label: 'the demo bench server' })
      : startProductionServer({ distDir: '.next-bench', runDir: '.next-bench-scale', databaseUrl: grown, label: 'the grown bench server' });
  const running: Record<Which, Server> = { demo: await start('demo'), grown: await start('grown') };
  const firstVisits = await timeFirstVisits(start, running);
  const servers = { demo: running.demo.baseUrl, grown: running.grown.baseUrl };

  const targets = await scaleTargets(demo, SAMPLES);
  const deep = await deepPageRow(demo, servers);
  console.log(`Warming both servers up (what a running shop keeps: category table, scopes' and filter sets' boxes)…`);
  for (const target of [...targets, deep.row.target]) {
    for (const warm of target.warm) {
      await timed(servers.demo + warm);
      await timed(servers.grown + warm);
    }
  }
  const timedRows: Row[] = [...targets.map((target) => ({ target, demo: [], grown: [] })), deep.row];
  const pathOf = (row: Row, which: Which, i: number) => (row === deep.row ? deep.paths[which][i] : row.target.paths[i]);
  console.log(`Timing ${timedRows.length} calls × up to ${SAMPLES} requests on each server, alternating…`);
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const row of timedRows) {
      // Alternate which server goes first, so neither always meets a warmer machine.
      const order = i % 2 === 0 ? (['demo', 'grown'] as const) : (['grown', 'demo'] as const);
      for (const which of order) {
        const url = pathOf(row, which, i);
        // Some calls have fewer distinct paths than samples (a store's first render: one per store).
        if (url) row[which].push(await timed(servers[which] + url));
      }
    }
    process.stdout.write(i % 10 === 9 ? `${i + 1}\n` : '.');
  }

  const rows = [...timedRows, ...firstVisits];
  const header = ['Call', 'demo p50 / p95', `${PRODUCTS.toLocaleString('en')} p50 / p95`, 'ratio p50 / p95', 'Result'];
  const table = rows.map(({ target, demo: d, grown: g }) => {
    const ratio = [percentile(g, 50) / percentile(d, 50), percentile(g, 95) / percentile(d, 95)] as const;
    const pass = !target.goal || (ratio[0] <= MAX_RATIO && ratio[1] <= MAX_RATIO);
    return {
      cells: [
        target.name,
        `${percentile(d, 50).toFixed(1)} / ${percentile(d, 95).toFixed(1)} ms`,
        `${percentile(g, 50).toFixed(1)} / ${percentile(g, 95).toFixed(1)} ms`,
        `${ratio[0].toFixed(2)} / ${ratio[1].toFixed(2)}`,
        !target.goal ? 'for reference' : pass ? 'PASS' : `FAIL (> ${MAX_RATIO})`,
      ],
      pass,
      ratio,
    };
  });
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((r) => r.cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nUpahar Ghar scale bench — ${SAMPLES} requests per call and server, one at a time, caches missed`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table) console.log(line(row.cells));

  const resultsFile = path.join(repoRoot, 'tests/bench/last-scale-run.json');
  const saved = rows.map(({ target, demo: d, grown: g }) => ({ name: target.name, goal: target.goal, demo: d, grown: g }));
  fs.writeFileSync(resultsFile, `${JSON.stringify({ at: new Date().toISOString(), products: PRODUCTS, samples: SAMPLES, rows: saved, plans }, null, 2)}\n`);
  console.log(`\nSaved to ${path.relative(repoRoot, resultsFile)}`);
  return table.every((row) => row.pass) && plans.every((check) => check.ok) ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
