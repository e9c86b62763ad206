import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { FRAMEWORK, isStorefront, type Chunk, type RouteBundle } from './js-budgets';

// Reads, from a Next 16 production build (Turbopack), what a first visit of each app route downloads; the rules of
// what counts are in README "JavaScript budgets" and scripts/js-budgets.ts.

type ClientModule = { id?: string | number; chunks?: string[]; async?: boolean };
type ManifestEntry = { entryJSFiles?: Record<string, string[]>; clientModules?: Record<string, ClientModule> };

export function readJson<T>(file: string): T {
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
