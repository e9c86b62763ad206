/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBundles, routeOf } from '@/scripts/support/js-budget-build';
import { FRAMEWORK } from '@/scripts/support/js-budgets';

// A miniature of what Next 16 (Turbopack) writes: the budgets must read a route's first-visit chunks from it, and
// leave out lazy chunks, the polyfills and the routes that are not the storefront's.

let dist: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
};
const gz = (text: string) => gzipSync(text).length;
const code = (name: string) => `(globalThis.TURBOPACK||[]).push([0,1,()=>{/* ${name} ${'x'.repeat(name.length * 40)} */}]);`;

function clientManifest(appPath: string, entryJSFiles: Record<string, string[]>, clientModules: Record<string, string[]>): string {
  const modules = Object.fromEntries(Object.entries(clientModules).map(([key, chunks], id) => [key, { id, name: '*', chunks: chunks.map((c) => `/_next/${c}`), async: false }]));
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(appPath)}] = ${JSON.stringify({ clientModules: modules, entryJSFiles })};\n`;
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'js-budgets-'));
  for (const name of ['runtime', 'layout', 'header', 'page', 'lazy', 'polyfill', 'sim']) write(`static/chunks/${name}.js`, code(name));
  write('build-manifest.json', JSON.stringify({ polyfillFiles: ['static/chunks/polyfill.js'], rootMainFiles: ['static/chunks/runtime.js'] }));
  write('server/app-paths-manifest.json', JSON.stringify({
    '/(shop)/product/[idOrSlug]/page': 'app/(shop)/product/[idOrSlug]/page.js',
    '/(shop)/blogs/rss.xml/route': 'app/(shop)/blogs/rss.xml/route.js',
    '/(simulator)/sim/esewa/page': 'app/(simulator)/sim/esewa/page.js',
  }));
  write('server/app/(shop)/product/[idOrSlug]/page_client-reference-manifest.js', clientManifest(
    '/(shop)/product/[idOrSlug]/page',
    {
      '[project]/app/layout': ['static/chunks/layout.js'],
      '[project]/app/(shop)/layout': ['static/chunks/layout.js', 'static/chunks/header.js'],
      '[project]/app/(shop)/product/[idOrSlug]/page': ['static/chunks/layout.js', 'static/chunks/header.js', 'static/chunks/page.js', 'static/css/x.css'],
    },
    {
      '[project]/components/layout/header.tsx <module evaluation>': ['static/chunks/layout.js', 'static/chunks/header.js'],
      '[project]/components/layout/header.tsx': ['static/chunks/layout.js', 'static/chunks/header.js'],
      '[project]/components/product/configurator.tsx': ['static/chunks/layout.js', 'static/chunks/header.js', 'static/chunks/page.js'],
      // A next/dynamic import: its chunk is not in any segment's entry files, so a first visit does not fetch it.
      '[project]/components/product/cake-picture.tsx': ['static/chunks/lazy.js'],
    },
  ));
  write('server/app/(simulator)/sim/esewa/page_client-reference-manifest.js', clientManifest('/(simulator)/sim/esewa/page', { '[project]/app/(simulator)/sim/esewa/page': ['static/chunks/sim.js'] }, {}));
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('reading a first visit from the build', () => {
  it('turns app paths into routes', () => {
    expect(routeOf('/(shop)/blog/[slug]/page')).toBe('/blog/[slug]');
    expect(routeOf('/(shop)/page')).toBe('/');
    expect(routeOf('/(shop)/profile/(guarded)/orders/page')).toBe('/profile/orders');
  });

  it('counts the framework and every segment\'s entry chunks once, names them, and leaves out lazy chunks, polyfills, CSS and the simulators', () => {
    const bundles = readBundles(dist);
    expect(bundles.map((b) => b.route)).toEqual(['/product/[idOrSlug]']);
    expect(bundles[0]!.chunks).toEqual([
      { file: 'static/chunks/runtime.js', gzipBytes: gz(code('runtime')), modules: [FRAMEWORK] },
      { file: 'static/chunks/layout.js', gzipBytes: gz(code('layout')), modules: ['(chunk of app/layout)'] },
      { file: 'static/chunks/header.js', gzipBytes: gz(code('header')), modules: ['components/layout/header.tsx'] },
      { file: 'static/chunks/page.js', gzipBytes: gz(code('page')), modules: ['components/product/configurator.tsx'] },
    ]);
  });
});
