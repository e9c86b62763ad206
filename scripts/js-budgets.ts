import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import {
  checkBudgets,
  FRAMEWORK,
  formatReport,
  isStorefront,
  passed,
  toBaseline,
  type Baseline,
  type Chunk,
  type RouteBundle,
} from './support/js-budgets';
import { repoRoot } from './support/processes';

// `npm run check:budgets [-- --dist <dir>] [-- --update] [-- --results <file>]`: the JavaScript a first visit of each storefront route
// downloads, read from a production build's manifests (no server, no browser), against the budgets of
// scripts/support/js-budgets.ts; `--update` rewrites the baseline (scripts/js-budgets-baseline.json) from this build.
//
// What a first visit downloads, as Next 16 renders it: the root main files (build-manifest.json `rootMainFiles`: Next's
// client runtime and React, on every page) plus every chunk the route's segments (root layout, group layouts, the
// page, their error and not-found boundaries) list in the route's client reference manifest (`entryJSFiles`): the
// client components they render, which the HTML loads with <script async>. Chunks loaded later (next/dynamic, lazy
// imports) are not in entryJSFiles and do not count. The polyfill chunk is `nomodule` (never loaded by a browser with
// modules) and does not count either. Sizes are gzip at zlib's default level, what scripts/serve.ts's compression sends.

export const BASELINE_FILE = path.join(repoRoot, 'scripts/js-budgets-baseline.json');

type ClientModule = { id?: string | number; chunks?: string[]; async?: boolean };
type ManifestEntry = { entryJSFiles?: Record<string, string[]>; clientModules?: Record<string, ClientModule> };

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** "/(shop)/blog/[slug]/page" → "/blog/[slug]" (route groups and the final segment removed, as Next does). */
export function routeOf(appPath: string): string {
  const segments = appPath.split('/').filter((segment) => segment && !(segment.startsWith('(') && segment.endsWith(')')));
  segments.pop();
  return `/${segments.join('/')}`;
}

/** The client reference manifest is a script assigning globalThis.__RSC_MANIFEST[appPath]; run it in a sandbox. */
function readClientManifest(dist: string, appPath: string): ManifestEntry | undefined {
  const file = path.join(dist, 'server', 'app', `${appPath}_client-reference-manifest.js`);
  if (!fs.existsSync(file)) return undefined;
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ManifestEntry> } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return sandbox.__RSC_MANIFEST?.[appPath];
}

/** "[project]/components/layout/header.tsx <module evaluation>" → "components/layout/header.tsx". */
function moduleName(key: string): string {
  return key.replace(/^\[project\]\//, '').replace(/\s*<[^>]*>$/, '').replace(/#.*$/, '');
}

export function readBundles(dist: string): RouteBundle[] {
  const buildManifest = readJson<{ rootMainFiles?: string[] }>(path.join(dist, 'build-manifest.json'));
  const appPaths = Object.keys(readJson<Record<string, string>>(path.join(dist, 'server', 'app-paths-manifest.json')));
  const sizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(dist, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
  const framework = (buildManifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'));
  const bundles: RouteBundle[] = [];
  for (const appPath of appPaths.filter((p) => p.endsWith('/page') && isStorefront(p))) {
    const manifest = readClientManifest(dist, appPath);
    if (!manifest?.entryJSFiles) continue;
    // A client module's own code is in the last chunk of its list (the earlier ones are what it shares with its
    // layouts). Turbopack merges modules inside a chunk, so a chunk, not a module, is the smallest thing with a size:
    // it is named by the client modules whose own chunk it is, or else by the first segment that loads it.
    const owners = new Map<string, Set<string>>();
    for (const [key, module] of Object.entries(manifest.clientModules ?? {})) {
      const own = module.chunks?.at(-1)?.replace(/^\/_next\//, '');
      if (!own) continue;
      if (!owners.has(own)) owners.set(own, new Set());
      owners.get(own)!.add(moduleName(key));
    }
    // A chunk no client module calls its own: named by the segment whose last chunk it is (a segment's own code, such
    // as a boundary's), else by the first segment that loads it (a library its client components share).
    const segments = Object.entries(manifest.entryJSFiles ?? {});
    const segmentOf = (file: string) => {
      const segment = segments.find(([, files]) => files.at(-1) === file)?.[0] ?? segments.find(([, files]) => files.includes(file))?.[0];
      return `(chunk of ${segment ? moduleName(segment) : 'the page'})`;
    };
    const entryFiles = [...new Set(Object.values(manifest.entryJSFiles).flat())].filter((file) => file.endsWith('.js') && !framework.includes(file));
    const chunks: Chunk[] = [
      ...framework.map((file) => ({ file, gzipBytes: gzipSize(file), modules: [FRAMEWORK] })),
      ...entryFiles.map((file) => ({ file, gzipBytes: gzipSize(file), modules: owners.has(file) ? [...owners.get(file)!].sort() : [segmentOf(file)] })),
    ];
    bundles.push({ route: routeOf(appPath), chunks });
  }
  return bundles;
}

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
  const ok = passed(report);
  const within = report.results.filter((result) => !result.overBudget).length;
  const total = report.results.length + report.missing.length;
  console.log(`\n${ok ? '✔' : '✘'} JavaScript budgets: ${within} of ${total} routes within budget`);
  // `npm test` counts every budgeted route as a test (scripts/test.ts).
  const resultsFile = argValue('--results');
  if (resultsFile) fs.writeFileSync(resultsFile, `${JSON.stringify({ passed: within, failed: total - within })}\n`);
  return ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) process.exitCode = main();
