import fs from 'node:fs';
import path from 'node:path';
import { failAndExit, FriendlyError, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { repoRoot } from '@/scripts/support/processes';
import { cartRequests, type RequestSpec } from './cart-targets';
import { load, plainGetClient, type LoadClient } from './load-client';
import { sampleProductPath, startBenchServer } from './server';

// `npm run bench`: throughput and latency of the production server. Each target is loaded with 50 connections for
// ~10 s (requests/s and p99 under load; by wrk when installed, else autocannon: see load-client.ts), and separately
// timed with one client, 200 requests in a row (p95 when unloaded: what one shopper feels). Pages should reach 0.8 of
// a static file's throughput, JSON 0.5, and search answer within 30 ms at p95. The cart calls (a guest's add-to-cart
// and cart JSON) are per-visitor database reads and writes, never cached: their goal is p95 ≤ 30 ms, with every
// answer a 2xx under load.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SEQUENTIAL = 200;

type Target = {
  name: string;
  path: string;
  kind: 'static' | 'page' | 'json' | 'cart';
  maxP95?: number;
  /** Builds each request (method, cookie, body); plain GETs without one. */
  request?: () => RequestSpec;
};
type Row = Target & { client: LoadClient; rps: number; p99: number; p95: number; bad: number; ratio: number; pass: boolean; why: string[] };

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function sequentialP95(url: string, request?: () => RequestSpec): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const init = request?.();
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    if (!response.ok) throw new FriendlyError(`${init?.method ?? 'GET'} ${url} answered ${response.status} while timing it`);
    timings.push(performance.now() - started);
  }
  return percentile(timings.sort((a, b) => a - b), 95);
}

/** The baseline: a file served as-is with no rendering (robots.txt is prerendered at build time). */
async function staticBaseline(baseUrl: string): Promise<string> {
  const candidates = [process.env.BENCH_STATIC_PATH, '/robots.txt', '/favicon.ico'].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    const response = await fetch(baseUrl + candidate);
    await response.arrayBuffer();
    if (response.ok) return candidate;
  }
  throw new FriendlyError('Neither /robots.txt nor /favicon.ico answers 200: no static baseline to compare with');
}

async function warmUp(url: string, target: Target, client: LoadClient): Promise<void> {
  // Fills Next's caches (ISR pages, data cache) and JITs the hot paths before anything is measured.
  await load(url, { client, connections: 10, seconds: 2, request: target.request });
}

function goalText(row: Row): string {
  if (row.kind === 'static') return 'baseline';
  const p95 = row.maxP95 ? `p95 ≤ ${row.maxP95} ms` : '';
  if (row.kind === 'cart') return p95;
  return `≥ ${row.kind === 'page' ? '0.8' : '0.5'}${p95 ? `, ${p95}` : ''}`;
}

async function main(): Promise<number> {
  handleSignals(() => console.log('\nStopping the bench…'));
  const { baseUrl } = await startBenchServer();
  const productPath = await sampleProductPath(baseUrl);
  const staticPath = await staticBaseline(baseUrl);
  const cart = await cartRequests(baseUrl);
  const targets: Target[] = [
    { name: `static file ${staticPath}`, path: staticPath, kind: 'static' },
    { name: 'home page /', path: '/', kind: 'page' },
    { name: 'category page /category/cakes', path: '/category/cakes', kind: 'page' },
    { name: `product page ${productPath}`, path: productPath, kind: 'page' },
    { name: 'category JSON', path: '/api/V2/category/cakes', kind: 'json' },
    { name: 'search JSON', path: '/api/V2/search?q=chocolate', kind: 'json', maxP95: 30 },
    { name: 'add-to-cart (POST, guest cookie)', path: '/api/V2/add-to-cart', kind: 'cart', maxP95: 30, request: cart.add },
    { name: 'cart JSON (guest cookie)', path: '/api/V2/cart', kind: 'cart', maxP95: 30, request: cart.read },
  ];

  const client = plainGetClient();
  console.log(`Load client: ${client} for plain GETs${client === 'wrk' ? ', autocannon for the cart calls' : ''}`);
  console.log(`Warming up ${targets.length} targets…`);
  for (const target of targets) await warmUp(baseUrl + target.path, target, client);

  const rows: Row[] = [];
  let staticRps = 0;
  for (const target of targets) {
    process.stdout.write(`Measuring ${target.name}… `);
    const url = baseUrl + target.path;
    const loaded = await load(url, { client, connections: CONNECTIONS, seconds: DURATION, request: target.request });
    const p95 = await sequentialP95(url, target.request);
    if (target.kind === 'static') staticRps = loaded.rps;
    const ratio = staticRps > 0 ? loaded.rps / staticRps : 0;
    const why: string[] = [];
    const bad = loaded.non2xx + loaded.errors;
    if (bad > 0) why.push(`${bad} failed/non-2xx responses`);
    if (target.kind === 'page' && ratio < 0.8) why.push('below 0.8 of static');
    if (target.kind === 'json' && ratio < 0.5) why.push('below 0.5 of static');
    if (target.maxP95 !== undefined && p95 > target.maxP95) why.push(`p95 above ${target.maxP95} ms`);
    rows.push({ ...target, client: loaded.client, rps: loaded.rps, p99: loaded.p99, p95, bad, ratio, pass: why.length === 0, why });
    console.log(`${Math.round(loaded.rps)} req/s (${loaded.client})`);
  }

  console.log(`\nUpahar Ghar bench — ${CONNECTIONS} connections × ${DURATION} s per target; p95 from ${SEQUENTIAL} sequential requests`);
  const header = ['Target', 'req/s', 'vs static', 'p99 (load)', 'p95 (1 client)', 'Goal', 'Result', 'Client'];
  const table = rows.map((row) => [
    row.name,
    String(Math.round(row.rps)),
    row.kind === 'static' ? '1.00' : row.ratio.toFixed(2),
    `${row.p99.toFixed(0)} ms`,
    `${row.p95.toFixed(1)} ms`,
    goalText(row),
    row.pass ? 'PASS' : `FAIL (${row.why.join('; ')})`,
    row.client,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of table) console.log(line(cells));

  const resultsFile = path.join(repoRoot, 'tests/bench/last-run.json');
  fs.writeFileSync(resultsFile, `${JSON.stringify({ at: new Date().toISOString(), client, connections: CONNECTIONS, seconds: DURATION, rows }, null, 2)}\n`);
  console.log(`\nSaved to ${path.relative(repoRoot, resultsFile)}`);
  return rows.every((row) => row.pass) ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
