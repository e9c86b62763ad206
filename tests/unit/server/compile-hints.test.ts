/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, startupChunks } from '@/scripts/support/compile-hints';

// After every build the chunks a page runs as it starts get V8's compile hint; chunks loaded later (dynamic imports)
// and files outside static/ must come out byte for byte as Next wrote them.

let dist: string;
const chunk = (name: string) => path.join(dist, 'static/chunks', name);
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
const manifest = (route: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    entryJSFiles: entries,
  })};`;

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ug-hints-'));
  write(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
  write(
    path.join(dist, 'server/app/(shop)/page_client-reference-manifest.js'),
    manifest('/(shop)/page', { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/(shop)/page': ['static/chunks/home.js', 'static/chunks/layout.js'] }),
  );
  write(
    path.join(dist, 'server/app/(shop)/product/[slug]/page_client-reference-manifest.js'),
    manifest('/(shop)/product/[slug]/page', { '[project]/app/(shop)/product/[slug]/page': ['static/chunks/product.js'] }),
  );
  for (const name of ['runtime.js', 'react.js', 'layout.js', 'home.js', 'product.js', 'polyfills.js', 'lazy-cart.js']) {
    write(chunk(name), `(globalThis.TURBOPACK||[]).push(["${name}"]);\n`);
  }
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

test('the runtime and every layout’s and page’s entry chunks are the start-up chunks, each once', () => {
  expect(startupChunks(dist)).toEqual(
    ['home.js', 'layout.js', 'product.js', 'react.js', 'runtime.js'].map((name) => `static/chunks/${name}`),
  );
});

test('start-up chunks get the hint on their first line; lazy chunks and polyfills are untouched', () => {
  expect(addCompileHints(dist)).toBe(5);
  const read = (name: string) => fs.readFileSync(chunk(name), 'utf8');
  for (const name of ['runtime.js', 'react.js', 'layout.js', 'home.js', 'product.js']) {
    expect(read(name)).toBe(`${COMPILE_HINT}(globalThis.TURBOPACK||[]).push(["${name}"]);\n`);
  }
  expect(read('lazy-cart.js')).toBe('(globalThis.TURBOPACK||[]).push(["lazy-cart.js"]);\n');
  expect(read('polyfills.js')).toBe('(globalThis.TURBOPACK||[]).push(["polyfills.js"]);\n');
});

test('running it again changes nothing (a reused build keeps one hint per file)', () => {
  addCompileHints(dist);
  expect(addCompileHints(dist)).toBe(0);
  expect(fs.readFileSync(chunk('react.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
});
