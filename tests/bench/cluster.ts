import { startCluster } from '@/scripts/support/cluster';
import { failAndExit, handleSignals, shutdown } from '@/scripts/support/lifecycle';
import { ensureBuild, startProductionServer } from '@/scripts/support/production-server';
import { load, plainGetClient, type LoadResult } from './load-client';
import { median } from './rounds';
import { benchDatabase, DIST_DIR, sampleProductPath } from './server';

// The cluster run of `npm run bench` (issue 27; also `npm run bench:cluster` alone): the same pages and JSON loaded on
// one instance alone and on two instances behind nginx sharing Redis, in alternating rounds (so a busy moment of the
// machine lands on both), requests/s and p99 side by side and their ratio. On one 2-core machine nginx, PostgreSQL,
// Redis and both instances share the two cores, so two instances cannot be faster than one here: the goal is no loss
// (throughput ≥ 0.9× of one instance, p99 ≤ 1.2×). README "Several instances" says why and how it grows with cores.

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const MIN_THROUGHPUT_RATIO = 0.9;
const MAX_P99_RATIO = 1.2;

type Side = { rps: number; p99: number; bad: number };
const summarise = (results: LoadResult[]): Side => ({
  rps: median(results.map((r) => r.rps)),
  p99: median(results.map((r) => r.p99)),
  bad: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
});

export async function clusterBench(): Promise<number> {
  const databaseUrl = await benchDatabase();
  await ensureBuild(DIST_DIR, databaseUrl);
  const single = await startProductionServer({ distDir: DIST_DIR, databaseUrl, label: 'the single bench instance', runDir: `${DIST_DIR}-single` });
  const cluster = await startCluster({ distDir: DIST_DIR, databaseUrl, label: 'the bench cluster' });
  const productPath = await sampleProductPath(single.baseUrl);
  const targets = [
    { name: 'home page', path: '/' },
    { name: 'category page', path: '/category/cakes' },
    { name: 'product page', path: productPath },
    { name: 'category JSON', path: '/api/V2/category/cakes' },
    { name: 'search JSON', path: '/api/V2/search?q=chocolate' },
  ];
  const client = plainGetClient();
  const sides = { one: single.baseUrl, two: cluster.baseUrl } as const;
  console.log(`Cluster bench: one instance (${sides.one}) against two behind nginx (${sides.two}), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s, ${client}`);
  for (const target of targets) {
    for (const base of Object.values(sides)) await load(base + target.path, { client, connections: 10, seconds: 2 });
  }
  const results = new Map<string, { one: LoadResult[]; two: LoadResult[] }>(targets.map((t) => [t.name, { one: [], two: [] }]));
  for (let round = 1; round <= ROUNDS; round++) {
    process.stdout.write(`Round ${round}/${ROUNDS}:`);
    for (const target of targets) {
      for (const side of ['one', 'two'] as const) {
        const loaded = await load(sides[side] + target.path, { client, connections: CONNECTIONS, seconds: DURATION });
        results.get(target.name)![side].push(loaded);
        process.stdout.write(` ${target.name} ${side} ${Math.round(loaded.rps)}`);
      }
    }
    process.stdout.write('\n');
  }
  let failed = 0;
  console.log('\n| target | one instance: req/s, p99 | two behind nginx: req/s, p99 | throughput ratio | p99 ratio | result |');
  console.log('|---|---|---|---|---|---|');
  for (const target of targets) {
    const { one, two } = results.get(target.name)!;
    const a = summarise(one);
    const b = summarise(two);
    const throughput = b.rps / a.rps;
    const p99 = b.p99 / a.p99;
    const why = [
      throughput < MIN_THROUGHPUT_RATIO ? `throughput below ${MIN_THROUGHPUT_RATIO}×` : '',
      p99 > MAX_P99_RATIO ? `p99 above ${MAX_P99_RATIO}×` : '',
      a.bad + b.bad ? `${a.bad + b.bad} failed or non-2xx` : '',
    ].filter(Boolean);
    if (why.length) failed++;
    console.log(
      `| ${target.name} | ${Math.round(a.rps)}, ${a.p99.toFixed(1)} ms | ${Math.round(b.rps)}, ${b.p99.toFixed(1)} ms | ${throughput.toFixed(2)} | ${p99.toFixed(2)} | ${why.length ? `FAIL: ${why.join(', ')}` : 'PASS'} |`,
    );
  }
  await cluster.stop();
  await single.stop();
  return failed ? 1 : 0;
}

if (process.argv[1]?.endsWith('cluster.ts')) {
  handleSignals(() => console.log('\nStopping the cluster bench…'));
  clusterBench()
    .then((code) => shutdown(code))
    .catch(failAndExit);
}
