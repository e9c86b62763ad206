import fs from 'node:fs';
import path from 'node:path';
import { failAndExit, FriendlyError, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { repoRoot } from '@/scripts/support/processes';
import { cartRequests, type RequestSpec } from './cart-targets';
import { BROWSER_ACCEPT_ENCODING, load, plainGetClient, type LoadClient, type LoadResult } from './load-client';
import { combineRounds } from './rounds';
import { sampleBlogPostPath, sampleCampaignPath, sampleContestPath, sampleProductPath, startBenchServer } from './server';

// `npm run bench`: throughput and latency of the production server. Each target is loaded with 20 connections in 3
// interleaved rounds of 5 s (requests/s and p99 under load, medians of the rounds: see rounds.ts; by wrk when
// installed, else autocannon: see load-client.ts), and separately
// timed with one client, 200 requests in a row (p95 when unloaded: what one shopper feels). Every request asks for
// compressed answers as a browser does. Pages should reach 0.8 of a static page's throughput, JSON 0.5, and search
// answer within 30 ms at p95. The cart calls (a guest's add-to-cart and cart JSON) are per-visitor database reads and
// writes, never cached: their goal is p95 ≤ 30 ms, with every answer a 2xx under load. The static file robots.txt is
// measured too, for reference, with no goal of its own.

/**
 * Issue 30's own load (its table: 20 connections on this 2-core machine). At 50, about 1,100 answers a second queue
 * behind each other on 2 cores and even the static file's p99 was 136 ms: that measured the queue, not the pages.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Seconds per target in each round. */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SEQUENTIAL = 200;
/** Issue 30: every page kind's p99 under the bench's load. */
const PAGE_MAX_P99 = 100;

type Target = {
  name: string;
  path: string;
  kind: 'static' | 'reference' | 'page' | 'json' | 'cart';
  maxP95?: number;
  /** Builds each request (method, cookie, body); plain GETs without one. */
  request?: () => RequestSpec;
};
type Row = Target & {
  client: LoadClient;
  /** Next's x-nextjs-cache on a request after the warm-up (HIT: served from the page cache; '-': rendered per request). */
  cache: string;
  rps: number;
  rounds: number[];
  p99: number;
  p95: number;
  bad: number;
  ratio: number;
  pass: boolean;
  why: string[];
};

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

async function sequentialP95(url: string, request?: () => RequestSpec): Promise<number> {
  const timings: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const init = request?.();
    const started = performance.now();
    const response = await fetch(url, { ...init, headers: { ...init?.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
    await response.arrayBuffer();
    if (!response.ok) throw new FriendlyError(`${init?.method ?? 'GET'} ${url} answered ${response.status} while timing it`);
    timings.push(performance.now() - started);
  }
  return percentile(timings.sort((a, b) => a - b), 95);
}

/**
 * The baseline: a static page, one that `next build` prerendered and Next serves from its cache unchanged forever
 * (`Cache-Control: s-maxage=31536000`, never regenerated), so it costs only what serving any page costs. The catalogue
 * pages should come close to it: they are prerendered too, and regenerated only when their data changes.
 */
async function staticBaseline(baseUrl: string): Promise<string> {
  const candidates = [process.env.BENCH_STATIC_PATH, '/register', '/verified'].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    const response = await fetch(baseUrl + candidate);
    await response.arrayBuffer();
    if (response.ok && response.headers.get('x-nextjs-cache') === 'HIT' && /s-maxage=31536000/.test(response.headers.get('cache-control') ?? '')) {
      return candidate;
    }
  }
  throw new FriendlyError(`None of ${candidates.join(', ')} is a static page served from Next's cache: no baseline to compare with`);
}

async function cacheState(url: string, request?: () => RequestSpec): Promise<string> {
  const init = request?.();
  const response = await fetch(url, { ...init, redirect: 'manual' });
  await response.arrayBuffer();
  return response.headers.get('x-nextjs-cache') ?? '-';
}

async function warmUp(url: string, target: Target, client: LoadClient): Promise<void> {
  // Fills Next's caches (ISR pages, data cache) and JITs the hot paths before anything is measured.
  await load(url, { client, connections: 10, seconds: 2, request: target.request });
}

function goalText(row: Row): string {
  if (row.kind === 'static') return 'baseline';
  if (row.kind === 'reference') return 'for reference';
  const p95 = row.maxP95 ? `p95 ≤ ${row.maxP95} ms` : '';
  if (row.kind === 'cart') return p95;
  return `≥ ${row.kind === 'page' ? `0.8, p99 ≤ ${PAGE_MAX_P99} ms` : '0.5'}${p95 ? `, ${p95}` : ''}`;
}

async function main(): Promise<number> {
  handleSignals(() => console.log('\nStopping the bench…'));
  const { baseUrl } = await startBenchServer();
  const productPath = await sampleProductPath(baseUrl);
  const staticPath = await staticBaseline(baseUrl);
  const cart = await cartRequests(baseUrl);
  const [blogPostPath, contestPath, campaignPath] = await Promise.all([sampleBlogPostPath(baseUrl), sampleContestPath(baseUrl), sampleCampaignPath(baseUrl)]);
  const all: Target[] = [
    { name: `static page ${staticPath}`, path: staticPath, kind: 'static' },
    { name: 'static file /robots.txt', path: '/robots.txt', kind: 'reference' },
    // Every public page kind (issue 30): each should be served from cache, close to the static page.
    { name: 'home page /', path: '/', kind: 'page' },
    { name: 'category page /category/cakes', path: '/category/cakes', kind: 'page' },
    { name: `product page ${productPath}`, path: productPath, kind: 'page' },
    { name: 'search page /search?q=chocolate', path: '/search?q=chocolate', kind: 'page' },
    { name: 'blog list /blogs', path: '/blogs', kind: 'page' },
    { name: 'blog list /blogs?page=2', path: '/blogs?page=2', kind: 'page' },
    { name: `blog post ${blogPostPath}`, path: blogPostPath, kind: 'page' },
    { name: 'careers /careers', path: '/careers', kind: 'page' },
    { name: 'quiz list /quiz', path: '/quiz', kind: 'page' },
    { name: `contest ${contestPath}`, path: contestPath, kind: 'page' },
    { name: `campaign ${campaignPath} (flash sale live)`, path: campaignPath, kind: 'page' },
    { name: `campaign category ${campaignPath}/category/cakes`, path: `${campaignPath}/category/cakes`, kind: 'page' },
    { name: 'donations /donations', path: '/donations', kind: 'page' },
    { name: 'donation cause /donations/flood-relief-koshi', path: '/donations/flood-relief-koshi', kind: 'page' },
    { name: 'FAQ /faq', path: '/faq', kind: 'page' },
    { name: 'category JSON', path: '/api/V2/category/cakes', kind: 'json' },
    { name: 'search JSON', path: '/api/V2/search?q=chocolate', kind: 'json', maxP95: 30 },
    { name: 'add-to-cart (POST, guest cookie)', path: '/api/V2/add-to-cart', kind: 'cart', maxP95: 30, request: cart.add },
    { name: 'cart JSON (guest cookie)', path: '/api/V2/cart', kind: 'cart', maxP95: 30, request: cart.read },
  ];
  // BENCH_ONLY=<regular expression>: only the targets whose name matches (the static baseline always runs).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  const targets = all.filter((target) => target.kind === 'static' || !only || only.test(target.name));

  const client = plainGetClient();
  console.log(`Load client: ${client} for plain GETs${client === 'wrk' ? ', autocannon for the cart calls' : ''}`);
  console.log(`Warming up ${targets.length} targets…`);
  for (const target of targets) await warmUp(baseUrl + target.path, target, client);

  const results = new Map<Target, LoadResult[]>(targets.map((target) => [target, []]));
  for (let round = 1; round <= ROUNDS; round += 1) {
    process.stdout.write(`Round ${round}/${ROUNDS}:`);
    for (const target of targets) {
      const loaded = await load(baseUrl + target.path, { client, connections: CONNECTIONS, seconds: DURATION, request: target.request });
      results.get(target)!.push(loaded);
      process.stdout.write(` ${target.path.split('?')[0]} ${Math.round(loaded.rps)}`);
    }
    process.stdout.write('\n');
  }

  const baseline = results.get(targets[0]!)!;
  const rows: Row[] = [];
  for (const target of targets) {
    const combined = combineRounds(results.get(target)!, baseline);
    const p95 = await sequentialP95(baseUrl + target.path, target.request);
    const why: string[] = [];
    if (combined.bad > 0) why.push(`${combined.bad} failed/non-2xx responses`);
    if (target.kind === 'page' && combined.ratio < 0.8) why.push('below 0.8 of static');
    if (target.kind === 'page' && combined.p99 > PAGE_MAX_P99) why.push(`p99 above ${PAGE_MAX_P99} ms`);
    if (target.kind === 'json' && combined.ratio < 0.5) why.push('below 0.5 of static');
    if (target.maxP95 !== undefined && p95 > target.maxP95) why.push(`p95 above ${target.maxP95} ms`);
    const { client: used } = results.get(target)![0]!;
    const cache = await cacheState(baseUrl + target.path, target.request);
    rows.push({ ...target, ...combined, client: used, p95, cache, pass: why.length === 0, why });
  }

  console.log(
    `\nUpahar Ghar bench — ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds × ${DURATION} s per target (medians); ` +
      `p95 from ${SEQUENTIAL} sequential requests; Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
  );
  const header = ['Target', 'req/s', 'rounds', 'vs static', 'p99 (load)', 'p95 (1 client)', 'Cache', 'Goal', 'Result', 'Client'];
  const table = rows.map((row) => [
    row.name,
    String(Math.round(row.rps)),
    row.rounds.join(' / '),
    row.kind === 'static' ? '1.00' : row.ratio.toFixed(2),
    `${row.p99.toFixed(0)} ms`,
    `${row.p95.toFixed(1)} ms`,
    row.cache,
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
  const run = {
    at: new Date().toISOString(),
    client,
    connections: CONNECTIONS,
    rounds: ROUNDS,
    secondsPerRound: DURATION,
    acceptEncoding: BROWSER_ACCEPT_ENCODING,
    rows,
  };
  fs.writeFileSync(resultsFile, `${JSON.stringify(run, null, 2)}\n`);
  console.log(`\nSaved to ${path.relative(repoRoot, resultsFile)}`);
  return rows.every((row) => row.pass) ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
