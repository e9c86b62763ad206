import fs from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { startTestPostgres } from '@/tests/support/postgres-server';
import { staleReason } from './support/build';
import { jestFailures, playwrightFailures } from './support/failure-digest';
import { errorMessage, failAndExit, handleSignals, onShutdown, shutdown } from './support/lifecycle';
import { repoRoot, runCommand, stopChild } from './support/processes';

// `npm test`: type check, lint, unit tests, API tests, end-to-end tests, JavaScript budgets, several instances, in that order, stopping at
// the first failing stage, then a summary ending with one line "N passed, M failed" (tests across jest and Playwright,
// and one test per budgeted route). The type check and the lint run side by side: each uses one core (about 70 s
// each on the 2-core CI machine), so together they take the time of one; their output is printed as each finishes.

type Outcome = { ok: boolean; detail: string; passed?: number; failed?: number; output?: string; why?: string[] };
/** withNext: the next stage starts at the same time (both single-threaded); a stage run alongside another is not echoed. */
type Stage = { key: string; title: string; run: (echo: boolean) => Promise<Outcome>; withNext?: boolean };

const RESULTS_DIR = path.join(repoRoot, 'test-results');
const bin = (relative: string) => path.join(repoRoot, 'node_modules', relative);
const running = new Set<ChildProcess>();
let adminUrl = process.env.DATABASE_URL;

function run(args: string[], env: NodeJS.ProcessEnv = process.env, echo = true) {
  return runCommand(process.execPath, args, {
    env,
    echo,
    onChild: (child) => {
      running.add(child);
      child.on('close', () => running.delete(child));
    },
  });
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Whether this run's type check passed: the e2e stage's build then skips Next's own check of the same tree. */
let typesChecked = false;

async function typecheck(echo: boolean): Promise<Outcome> {
  // Next's route types first (.next/types, about a second), so tsc checks what `next build` would: each page's and
  // route's exports and props against Next's (tsconfig.json includes .next/types).
  const typegen = await run([bin('next/dist/bin/next'), 'typegen'], process.env, false);
  if (typegen.code !== 0) return { ok: false, detail: `next typegen exited with ${typegen.code}`, output: typegen.output };
  const { code, output } = await run([bin('typescript/bin/tsc'), '--noEmit', '--pretty', 'false'], process.env, echo);
  const errors = (output.match(/error TS\d+/g) ?? []).length;
  typesChecked = code === 0;
  return { ok: code === 0, detail: code === 0 ? 'no type errors' : `${plural(errors, 'type error')}`, output };
}

async function lint(echo: boolean): Promise<Outcome> {
  const { code, output } = await run([bin('eslint/bin/eslint.js'), '.'], process.env, echo);
  const summary = output.match(/✖ (\d+) problems? \((\d+) errors?, (\d+) warnings?\)/);
  if (code === 0) return { ok: true, detail: summary ? `no errors (${plural(Number(summary[3]), 'warning')})` : 'no problems', output };
  return { ok: false, detail: summary ? `${plural(Number(summary[2]), 'error')}, ${plural(Number(summary[3]), 'warning')}` : `eslint exited with ${code}`, output };
}

type JestReport = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numFailedTestSuites: number; numTotalTestSuites: number };

async function jest(project: 'unit' | 'api', env: NodeJS.ProcessEnv = process.env): Promise<Outcome> {
  const reportFile = path.join(RESULTS_DIR, `jest-${project}.json`);
  fs.rmSync(reportFile, { force: true });
  const args = [bin('jest/bin/jest.js'), '--selectProjects', project, '--maxWorkers=2', '--passWithNoTests', '--json', `--outputFile=${reportFile}`];
  if (process.env.CI) args.push('--ci');
  const { code } = await run(args, env);
  if (!fs.existsSync(reportFile)) return { ok: false, detail: `jest exited with ${code} before reporting`, passed: 0, failed: 0 };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as JestReport;
  // A suite can fail without any test failing (a syntax error, a failing beforeAll): count it as a failure.
  const brokenSuites = report.numFailedTests === 0 ? report.numFailedTestSuites : 0;
  const failed = report.numFailedTests + brokenSuites;
  const skipped = report.numPendingTests ? `, ${report.numPendingTests} skipped` : '';
  const suites = brokenSuites ? `, ${plural(brokenSuites, 'test file')} failed to run` : '';
  return {
    ok: code === 0 && failed === 0,
    why: jestFailures(reportFile),
    detail: `${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped}${suites} (${plural(report.numTotalTestSuites, 'file')})`,
    passed: report.numPassedTests,
    failed,
  };
}

type PlaywrightReport = { stats?: { expected: number; unexpected: number; flaky: number; skipped: number } };

// The front server's speed tricks (lib/server/front/tricks.ts) must not be what keeps the shop correct: a second,
// short pass runs the journeys and the answers the tricks touch (pages whole or streamed, compression, 404s, headers,
// search, money) against the same build with every trick off (UG_SERVER_TRICKS=off). The tests that check a trick
// itself skip themselves in that pass (E2E_TRICKS_OFF=1), saying which. The whole suite twice would add about 20
// minutes to a suite already past its 25.
const TRICKS_OFF_SPECS = ['browse', 'routing', 'compression', 'security', 'search', 'product-page', 'money-format'].map((name) => `tests/e2e/${name}.spec.ts`);

async function e2e(options: { tricksOff?: boolean } = {}): Promise<Outcome> {
  const resultsFile = path.join(RESULTS_DIR, options.tricksOff ? 'e2e-tricks-off-results.json' : 'e2e-results.json');
  const env = {
    ...process.env,
    ...(options.tricksOff ? { UG_SERVER_TRICKS: 'off', E2E_TRICKS_OFF: '1' } : {}),
    E2E_RESULTS_FILE: resultsFile,
    ...(adminUrl ? { TEST_ADMIN_DATABASE_URL: adminUrl } : {}),
    ...(typesChecked ? { UG_TYPES_CHECKED: '1' } : {}), // next.config.mjs: the build skips the check this run made
  };
  fs.rmSync(resultsFile, { force: true });
  const { code } = await run([bin('tsx/dist/cli.mjs'), path.join(repoRoot, 'scripts/e2e.ts'), ...(options.tricksOff ? TRICKS_OFF_SPECS : [])], env);
  const stats = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as PlaywrightReport).stats : undefined;
  if (!stats) return { ok: false, detail: `the e2e run stopped before Playwright reported (exit code ${code})`, passed: 0, failed: 0 };
  const passed = stats.expected + stats.flaky;
  const extras = [stats.flaky ? `${stats.flaky} flaky` : '', stats.skipped ? `${stats.skipped} skipped` : ''].filter(Boolean);
  return {
    ok: code === 0 && stats.unexpected === 0,
    why: playwrightFailures(resultsFile),
    detail: `${passed} passed, ${stats.unexpected} failed${extras.length ? `, ${extras.join(', ')}` : ''}`,
    passed,
    failed: stats.unexpected,
  };
}

// The budgets are read from the production build the e2e stage made (and reused while the code is unchanged), so they
// cost no second build: about two seconds of gzip over the build's chunks.
const E2E_DIST_DIR = '.next-test';

async function budgets(): Promise<Outcome> {
  const stale = staleReason(E2E_DIST_DIR);
  if (stale) return { ok: false, detail: `no build of this code in ${E2E_DIST_DIR} (${stale}): run it with the e2e stage (--only=e2e,budgets)`, passed: 0, failed: 1 };
  const resultsFile = path.join(RESULTS_DIR, 'js-budgets.json');
  fs.rmSync(resultsFile, { force: true });
  const { code } = await run([bin('tsx/dist/cli.mjs'), path.join(repoRoot, 'scripts/js-budgets.ts'), '--dist', E2E_DIST_DIR, '--results', resultsFile]);
  if (!fs.existsSync(resultsFile)) return { ok: false, detail: `the budget check exited with ${code} before reporting`, passed: 0, failed: 1 };
  const { passed, failed, within } = JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as { passed: number; failed: number; within: number };
  // Issue 26's budgets are met: every route over its budget (or missing from the build) fails, with no ratchet.
  return { ok: code === 0 && failed === 0, detail: `${within} within budget, ${failed} over budget or missing`, passed, failed };
}

// Several instances (issue 27): two servers of the e2e stage's build behind nginx, sharing the database server and a
// Redis (tests/cluster/cluster.test.ts, node's own test runner: the test drives processes, not modules). It needs
// that build, so it runs after the e2e stage; nginx comes from Debian's packages (installed on first use, as Chromium).
async function cluster(): Promise<Outcome> {
  const stale = staleReason(E2E_DIST_DIR);
  if (stale) return { ok: false, detail: `no build of this code in ${E2E_DIST_DIR} (${stale}): run it with the e2e stage (--only=e2e,cluster)`, passed: 0, failed: 1 };
  await withDatabaseServer();
  const { code, output } = await run(
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', path.join(repoRoot, 'tests/cluster/cluster.test.ts')],
    { ...process.env, TEST_ADMIN_DATABASE_URL: adminUrl, CLUSTER_DIST_DIR: E2E_DIST_DIR },
  );
  const count = (label: string) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(output)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + (code !== 0 && count('fail') === 0 ? 1 : 0);
  return { ok: code === 0 && failed === 0, detail: `${passed} passed, ${failed} failed`, passed, failed, output };
}

/** The API and e2e stages share one database server: DATABASE_URL's, or one embedded server for the whole run. */
async function withDatabaseServer(): Promise<void> {
  if (adminUrl) return;
  const server = await startTestPostgres();
  onShutdown('the test database', server.stop);
  adminUrl = server.adminUrl;
}

const stages: Stage[] = [
  { key: 'typecheck', title: 'Type check (tsc)', run: typecheck, withNext: true },
  { key: 'lint', title: 'Lint (eslint)', run: lint },
  { key: 'unit', title: 'Unit tests (jest)', run: () => jest('unit') },
  {
    key: 'api',
    title: 'API tests (jest)',
    run: async () => {
      await withDatabaseServer();
      return jest('api', { ...process.env, TEST_ADMIN_DATABASE_URL: adminUrl });
    },
  },
  { key: 'e2e', title: 'End-to-end tests (Playwright)', run: () => e2e() },
  { key: 'e2e-plain', title: 'End-to-end, server tricks off', run: () => e2e({ tricksOff: true }) },
  { key: 'budgets', title: 'JavaScript budgets (e2e build)', run: budgets },
  { key: 'cluster', title: 'Several instances (nginx, Redis)', run: cluster },
];

/** `npm test -- --only=api,e2e` runs just those stages (for quick loops; the full run is the default). */
function selectedStages(): Stage[] {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  if (!only) return stages;
  const keys = only.split(',').map((key) => key.trim());
  const unknown = keys.filter((key) => !stages.some((stage) => stage.key === key));
  if (unknown.length) throw new Error(`unknown stage ${unknown.join(', ')}: choose from ${stages.map((s) => s.key).join(', ')}`);
  return stages.filter((stage) => keys.includes(stage.key));
}

async function main(): Promise<number> {
  const chosen = selectedStages();
  handleSignals(() => console.log('\nInterrupted: stopping…'));
  onShutdown('the running stages', async () => {
    await Promise.all([...running].map((child) => stopChild(child, 15_000)));
  });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const started = Date.now();
  const results: (Outcome & { title: string; seconds: number })[] = [];
  for (let index = 0; index < chosen.length; ) {
    // A batch: this stage and those it starts with (withNext), run at once.
    const batch = [chosen[index]!];
    while (batch.at(-1)!.withNext && index + batch.length < chosen.length) batch.push(chosen[index + batch.length]!);
    const alone = batch.length === 1;
    const header = (stage: Stage) => `\n━━ ${chosen.indexOf(stage) + 1}/${chosen.length} ${stage.title} ━━`;
    if (alone) console.log(header(batch[0]!));
    else console.log(`\n━━ ${batch.map((stage) => `${chosen.indexOf(stage) + 1}/${chosen.length} ${stage.title}`).join(' and ')}, side by side ━━`);
    const stageStarted = Date.now();
    const outcomes = await Promise.all(
      batch.map(async (stage) => {
        const outcome = await stage.run(alone).catch((error: unknown): Outcome => ({ ok: false, detail: errorMessage(error) }));
        if (!alone) process.stdout.write(`${header(stage)}\n${outcome.output ?? ''}`);
        console.log(`${outcome.ok ? '✔' : '✘'} ${stage.title}: ${outcome.detail}`);
        return { ...outcome, title: stage.title, seconds: Math.round((Date.now() - stageStarted) / 1000) };
      }),
    );
    results.push(...outcomes);
    index += batch.length;
    if (outcomes.some((outcome) => !outcome.ok)) break;
  }

  const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
  const failed = results.reduce((sum, result) => sum + (result.failed ?? 0), 0);
  const allOk = results.length === chosen.length && results.every((result) => result.ok);
  console.log('\n━━ Summary ━━');
  chosen.forEach((stage, index) => {
    const result = results[index];
    const line = result ? `${result.ok ? '✔' : '✘'} ${stage.title.padEnd(31)} ${result.detail} (${result.seconds} s)` : `– ${stage.title.padEnd(31)} not run`;
    console.log(`${index + 1}. ${line}`);
  });
  const why = results.flatMap((result) => result.why ?? []);
  if (why.length > 0) console.log(`\n━━ What failed, retried attempts included (first lines of each) ━━\n${why.join('\n')}`);
  const failedStage = results.find((result) => !result.ok);
  console.log(failedStage ? `Stopped at: ${failedStage.title}.` : `All stages passed in ${Math.round((Date.now() - started) / 1000)} s.`);
  console.log(`${passed} passed, ${failed} failed`);
  return allOk ? 0 : 1;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
