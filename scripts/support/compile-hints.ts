import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): a script starting with this
// comment has all its functions compiled eagerly, on the background thread that streams it in, instead of lazily on
// the main thread when first called. Without it, the task where Next starts the page on a phone was mostly lazy
// compilation of the modules it instantiates (in a trace: 42 of its 70 ms unthrottled were V8.ParseFunction and
// CompileCode), the longest main-thread task of every page. Browsers without the feature read a comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type BuildManifest = { rootMainFiles?: string[] };
type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

function clientReferenceManifests(serverAppDir: string): string[] {
  if (!fs.existsSync(serverAppDir)) return [];
  return fs
    .readdirSync(serverAppDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The chunks a page runs as it starts, relative to the dist dir ("static/chunks/…js"): Next's runtime
 * (rootMainFiles) and every layout's and page's entry chunks, as Next's own manifests list them. Chunks loaded later
 * (dynamic imports, prefetched routes' extra code) are not in these lists and keep lazy compilation.
 */
export function startupChunks(distDir: string): string[] {
  const files = new Set<string>();
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  for (const file of buildManifest.rootMainFiles ?? []) files.add(file);
  for (const manifestFile of clientReferenceManifests(path.join(distDir, 'server', 'app'))) {
    // Each manifest is a script assigning `globalThis.__RSC_MANIFEST[route] = {...}`; run it in an empty context.
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox, { filename: manifestFile });
    for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
      for (const chunks of Object.values(manifest.entryJSFiles ?? {})) for (const file of chunks) files.add(file);
    }
  }
  return [...files].filter((file) => file.startsWith('static/') && file.endsWith('.js')).sort();
}

/** Puts the compile hint at the top of every start-up chunk of the build in `distDir`; returns how many it changed. */
export function addCompileHints(distDir: string): number {
  let changed = 0;
  for (const file of startupChunks(distDir)) {
    const absolute = path.join(distDir, file);
    if (!fs.existsSync(absolute)) continue;
    const source = fs.readFileSync(absolute, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(absolute, COMPILE_HINT + source);
    changed += 1;
  }
  return changed;
}
