import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { asciiHtml } from './ascii-html.mjs';

// Next's incremental cache for pages, as it is by default (its file-system cache: pages in the build folder and an
// in-memory LRU), with one difference: a page's HTML is kept as ASCII (ascii-html.mjs), whether it was prerendered at
// build time and read from disk or regenerated at run time. Set in next.config.mjs `cacheHandler`. Plain JavaScript
// because Next loads it in its build workers as well as in the server.

/** @type {new (ctx: unknown) => { get: (...args: unknown[]) => Promise<any>; set: (...args: unknown[]) => Promise<void> }} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

// Entries already rewritten: the in-memory LRU hands back the same object on every hit, so each page is checked once.
const rewritten = new WeakSet();

/** @param {{ kind?: string; html?: unknown } | null | undefined} value */
function keepHtmlAscii(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || rewritten.has(value)) return;
  const ascii = asciiHtml(value.html);
  if (ascii !== null) value.html = ascii;
  rewritten.add(value);
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {unknown[]} args */
  async get(...args) {
    const entry = await super.get(...args);
    keepHtmlAscii(entry?.value);
    return entry;
  }

  /** @param {unknown[]} args */
  async set(...args) {
    keepHtmlAscii(/** @type {{ kind?: string; html?: unknown } | null} */ (args[1]));
    return super.set(...args);
  }
}
