import fs from 'node:fs';
import path from 'node:path';
import { readBundles, readJson } from './support/js-budget-build';
import { checkBudgets, formatReport, passed, routeOk, toBaseline, type Baseline } from './support/js-budgets';
import { repoRoot } from './support/processes';

// `npm run check:budgets [-- --dist <dir>] [-- --update] [-- --hold] [-- --results <file>]`: the JavaScript a first visit of each
// storefront route downloads, read from a production build's manifests (no server, no browser), against the budgets of
// scripts/support/js-budgets.ts; `--update` rewrites the baseline (scripts/js-budgets-baseline.json) from this build.
//
// What a first visit downloads, as Next 16 renders it: the root main files (build-manifest.json `rootMainFiles`: Next's
// client runtime and React, on every page) plus every chunk the route's segments (root layout, group layouts, the
// page, their error boundaries) list in the route's client reference manifest (`entryJSFiles`): the client components
// they render, which the HTML loads with <script async>. Not-found boundaries' own chunks come only with a page that
// is not found, and chunks loaded later (next/dynamic, lazy imports) are not in entryJSFiles: neither counts. The polyfill chunk is `nomodule` (never loaded by a browser with
// modules) and does not count either. Sizes are gzip at zlib's default level, what scripts/serve.ts's compression sends.

export const BASELINE_FILE = path.join(repoRoot, 'scripts/js-budgets-baseline.json');

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

function main(): number {
  const dist = path.resolve(repoRoot, argValue('--dist') ?? process.env.NEXT_DIST_DIR ?? '.next');
  if (!fs.existsSync(path.join(dist, 'build-manifest.json'))) {
    console.error(`No production build in ${path.relative(repoRoot, dist) || dist}: run \`npm run build\` (or pass --dist <dir>).`);
    return 2;
  }
  const bundles = readBundles(dist);
  if (process.argv.includes('--update')) {
    fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(toBaseline(bundles), null, 2)}\n`);
    console.log(`Baseline rewritten: ${path.relative(repoRoot, BASELINE_FILE)}`);
  }
  const baseline = fs.existsSync(BASELINE_FILE) ? readJson<Baseline>(BASELINE_FILE) : undefined;
  const report = checkBudgets(bundles, baseline);
  console.log(`JavaScript a first visit downloads (gzip), build ${path.relative(repoRoot, dist)}:\n`);
  console.log(formatReport(report));
  // --hold: over-budget routes pass while they do not grow past the baseline (see `passed`).
  const hold = process.argv.includes('--hold');
  const ok = passed(report, hold);
  const within = report.results.filter((result) => !result.overBudget).length;
  const held = report.results.filter((result) => result.held).length;
  const good = report.results.filter((result) => routeOk(result, hold)).length;
  const total = report.results.length + report.missing.length;
  const heldText = hold ? `, ${held} over budget but not grown since the baseline` : '';
  console.log(`\n${ok ? '✔' : '✘'} JavaScript budgets: ${within} of ${total} routes within budget${heldText}`);
  // `npm test` counts every budgeted route as a test (scripts/test.ts).
  const resultsFile = argValue('--results');
  if (resultsFile) fs.writeFileSync(resultsFile, `${JSON.stringify({ passed: good, failed: total - good, within, held })}\n`);
  return ok ? 0 : 1;
}

process.exitCode = main();
