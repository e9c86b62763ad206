// Renders social cards to PNG with the real next/og renderer (satori, then resvg or sharp), in a process of its own
// with the outside network refused: tests/api/seo/share-images.test.ts hands it the cards its routes built.
// next/og's renderer is an ES module loaded with import(), which jest cannot run; plain Node can.
//
// stdin: JSON [{ name, tree, options }], where tree is the card as plain { type, props } objects and options the
// ImageResponse options with every font's data as base64. stdout: JSON { results: [{ name, ok, bytes, width, height,
// error }], outside: [every request for a host other than this machine], logs: [what the renderer printed] }.

import dns from 'node:dns';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const outside = [];
const logs = [];

const LOCAL = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;

// fetch: satori asks Google Fonts for a font it lacks and a CDN for emoji; data: URLs (its own WebAssembly, the
// card's pictures) stay in the process.
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL.test(url.hostname)) return realFetch(input, init);
  outside.push(url.href);
  throw new TypeError(`outside network refused: ${url.href}`);
};

// Everything else that could reach a host: sockets (http, https, tls ride on them) and name lookups.
const realConnect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connect(...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: args[1] };
  const host = options.host ?? 'localhost';
  if (!options.path && !LOCAL.test(String(host))) {
    outside.push(`socket ${host}:${options.port}`);
    throw new Error(`outside network refused: ${host}`);
  }
  return realConnect.apply(this, args);
};
const realLookup = dns.lookup;
dns.lookup = function lookup(host, ...rest) {
  if (LOCAL.test(String(host))) return realLookup.call(this, host, ...rest);
  outside.push(`dns ${host}`);
  const callback = rest[rest.length - 1];
  const error = Object.assign(new Error(`outside network refused: ${host}`), { code: 'ENOTFOUND' });
  if (typeof callback === 'function') process.nextTick(callback, error);
};

for (const level of ['error', 'warn', 'log']) {
  console[level] = (...args) => logs.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
}

const root = process.cwd();
const require = createRequire(path.join(root, 'package.json'));
const ogFile = path.join(path.dirname(require.resolve('next/package.json')), 'dist/compiled/@vercel/og/index.node.js');
const { ImageResponse } = await import(pathToFileURL(ogFile).href);

const cards = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const card of cards) {
  try {
    const options = { ...card.options };
    if (options.fonts) options.fonts = options.fonts.map((font) => ({ ...font, data: Buffer.from(font.data, 'base64') }));
    const png = Buffer.from(await new ImageResponse(card.tree, options).arrayBuffer());
    const isPng = png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    results.push({
      name: card.name,
      ok: isPng,
      bytes: png.length,
      width: isPng ? png.readUInt32BE(16) : 0,
      height: isPng ? png.readUInt32BE(20) : 0,
      ...(process.env.CARD_OUT_DIR ? { file: writePng(card.name, png) } : {}),
    });
  } catch (error) {
    results.push({ name: card.name, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}

function writePng(name, png) {
  const file = path.join(process.env.CARD_OUT_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  require('node:fs').writeFileSync(file, png);
  return file;
}

process.stdout.write(JSON.stringify({ results, outside, logs }));
