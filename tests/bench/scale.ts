import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { ensureDatabaseExists, migrateAndSeed, recreateDatabase, startEmbedded, stopEmbedded, withDatabase } from '@/scripts/support/database';
import { failAndExit, FriendlyError, handleSignals, onShutdown, shutdown } from '@/scripts/support/lifecycle';
import { freePort } from '@/scripts/support/ports';
import { repoRoot } from '@/scripts/support/processes';
import { startProductionServer } from '@/scripts/support/production-server';
import { BROWSER_ACCEPT_ENCODING } from './load-client';
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
  const demo = await recreateDatabase(adminUrl, 'ug_scale_demo');
  await migrateAndSeed(demo);
  const grown = withDatabase(adminUrl, `ug_scale_${PRODUCTS}`);
  await ensureDatabaseExists(grown, 'the grown bench database');
  let { products } = await migrateAndSeed(grown);
  if (FRESH || products !== PRODUCTS) {
    await recreateDatabase(adminUrl, `ug_scale_${PRODUCTS}`);
    await migrateAndSeed(grown);
    const started = Date.now();
    products = await withClient(grown, (client) => growCatalogue(client, PRODUCTS, console.log));
    console.log(`Grown to ${products} products in ${Math.round((Date.now() - started) / 1000)} s`);
  } else {
    console.log(`Reusing the grown catalogue of ${products} products (--fresh to grow it again)`);
  }
  return { demo, grown };
}

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
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
  // One build, two servers, each from its own copy of it (startProductionServer's runDir); the first builds it.
  const demoServer = await startProductionServer({ distDir: '.next-bench', runDir: '.next-bench-demo', databaseUrl: demo, label: 'the demo bench server' });
  const grownServer = await startProductionServer({ distDir: '.next-bench', runDir: '.next-bench-scale', databaseUrl: grown, label: 'the grown bench server' });
  const servers = { demo: demoServer.baseUrl, grown: grownServer.baseUrl };

  const targets = await scaleTargets(demo, SAMPLES);
  console.log(`Warming both servers up (what a running shop keeps: category table, scopes' and filter sets' boxes)…`);
  for (const target of targets) {
    for (const warm of target.warm) {
      await timed(servers.demo + warm);
      await timed(servers.grown + warm);
    }
  }
  const rows: Row[] = targets.map((target) => ({ target, demo: [], grown: [] }));
  console.log(`Timing ${targets.length} calls × ${SAMPLES} requests on each server, alternating…`);
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const row of rows) {
      const url = row.target.paths[i]!;
      // Alternate which server goes first, so neither always meets a warmer machine.
      const order = i % 2 === 0 ? (['demo', 'grown'] as const) : (['grown', 'demo'] as const);
      for (const which of order) row[which].push(await timed(servers[which] + url));
    }
    process.stdout.write(i % 10 === 9 ? `${i + 1}\n` : '.');
  }

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
  fs.writeFileSync(resultsFile, `${JSON.stringify({ at: new Date().toISOString(), products: PRODUCTS, samples: SAMPLES, rows: saved }, null, 2)}\n`);
  console.log(`\nSaved to ${path.relative(repoRoot, resultsFile)}`);
  return table.every((row) => row.pass) ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
