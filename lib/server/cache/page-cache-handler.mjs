import fs from 'node:fs';
import path from 'node:path';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as tagsManifestNamespace from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { asciiHtml } from './ascii-html.mjs';
import { ByteBudget } from './byte-budget.mjs';
import { isServing, publishInvalidation, startInvalidationListener } from './invalidation-bus.mjs';
import { SharedEntries, ttlSeconds } from './shared-entries.mjs';

// Next's incremental cache for pages and data (its file-system cache: files in the build folder and an in-memory LRU
// bounded by `cacheMaxMemorySize`, next.config.mjs), with two differences:
// 1. a page's HTML is kept as ASCII (ascii-html.mjs), whether it was prerendered at build time and read from disk or
//    regenerated at run time;
// 2. a copy past its edge is never served, whoever registered the edge (below, pastItsEdge);
// 3. what it writes at run time is bounded on disk (issue 30). Every filter combination, page number or data-cache
//    argument a visitor sends can become an entry; Next's own cache never deletes one, so 4,004 price filters left
//    1.2 GB under server/route-cache. Pages rendered at run time (server/route-cache) and the data cache
//    (cache/fetch-cache) each have a byte budget; the least recently used entries' files are deleted beyond it, and
//    such a URL is simply rendered again when asked for. README "Cache bounds";
// 4. tags expired on one instance expire on every instance (invalidation-bus.mjs), and with REDIS_URL the entries
//    themselves live in Redis, shared by every instance (shared-entries.mjs), instead of this instance's disk (issue 27).
// Set in next.config.mjs `cacheHandler`. Plain JavaScript because Next loads it in its build workers as well as in
// the server.

/** @type {new (ctx: any) => { get: (...args: any[]) => Promise<any>; set: (...args: any[]) => Promise<void> }} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
/** Next's tags manifest: the same module instance its file-system cache checks (one require cache). Node's ESM sees
 * the CommonJS exports under `default`; a CommonJS transform (jest) gives them as they are. */
const { tagsManifest, areTagsExpired } = tagsManifestNamespace.tagsManifest ? tagsManifestNamespace : tagsManifestNamespace.default;

const MB = 1024 * 1024;
/** Pages rendered at run time, on disk (about 850 filtered lists of 300 KB). */
export const PAGE_DISK_BUDGET = Number(process.env.UG_PAGE_CACHE_DISK_MB || 256) * MB;
/** Next's data cache (unstable_cache results), on disk. */
export const DATA_DISK_BUDGET = Number(process.env.UG_DATA_CACHE_DISK_MB || 64) * MB;

const ROUTE_CACHE_PREFIX = '/route-cache/';
/** The files Next writes for one page or route entry, by suffix (html, RSC, metadata, route body, pages data). */
const ENTRY_FILE_SUFFIXES = ['.html', '.rsc', '.meta', '.body', '.json'];
const SEGMENTS_SUFFIX = '.segments';
/** Next's metadata file beside each entry: not in the value, so counted at a round figure. */
const META_BYTES = 1024;

// Entries already rewritten: the in-memory LRU hands back the same object on every hit, so each page is checked once.
const rewritten = new WeakSet();

/** @param {{ kind?: string; html?: unknown } | null | undefined} value */
function keepHtmlAscii(value) {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string' || rewritten.has(value)) return;
  const ascii = asciiHtml(value.html);
  if (ascii !== null) value.html = ascii;
  rewritten.add(value);
}

const EDGE_TAG = /^edge:(\d+)$/;

/** An entry's tags as Next checks them: a page's from its cache-tags header, a data entry's from the read's context. */
function entryTags(entry, ctx) {
  const header = entry?.value?.headers?.['x-next-cache-tags'];
  if (typeof header === 'string') return header.split(',');
  if (entry?.value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
  return [];
}

/**
 * A page whose content changes at a known instant carries the tag `edge:<ms>` (lib/server/page-edges.ts), and the
 * render registers that tag in Next's tags manifest as expiring at <ms>. The manifest lives in this process's memory:
 * after a restart, or on another instance reading a shared cache, a copy rendered before would come back with its
 * edge unknown and be served past it (at most its `revalidate`, then once more while Next renders again). So every
 * edge tag on an entry read is registered here as well (the same rule page-edges.ts applies), and Next's own check
 * then treats a copy made before its passed edge as expired: a miss, rendered afresh before anyone is answered.
 */
function pastItsEdge(entry, ctx) {
  const tags = entryTags(entry, ctx);
  let edged = false;
  for (const tag of tags) {
    const match = EDGE_TAG.exec(tag);
    if (!match) continue;
    edged = true;
    const at = Number(match[1]);
    const known = tagsManifest.get(tag);
    if (known?.expired !== at) tagsManifest.set(tag, { ...known, expired: at });
  }
  return edged && typeof entry.lastModified === 'number' && areTagsExpired(tags, entry.lastModified);
}

/** Bytes an entry takes on disk, from the value Next is about to write (no extra file system calls). */
function entryBytes(value) {
  if (!value) return 0;
  const size = (data) => (typeof data === 'string' ? Buffer.byteLength(data) : (data?.length ?? 0));
  if (value.kind === 'FETCH') return size(JSON.stringify(value));
  let bytes = META_BYTES + size(value.html) + size(value.rscData) + size(value.body) + size(value.pageData && JSON.stringify(value.pageData));
  for (const [, segment] of value.segmentData ?? []) bytes += size(segment);
  return bytes;
}

const remove = (file) => fs.promises.rm(file, { recursive: true, force: true }).catch(() => {});

/**
 * The two ledgers, one per process (Next makes a handler per request). Created with the first handler that writes
 * to disk, from the server folder it names, and filled from what is already on disk (a restarted server keeps its
 * bound), oldest first.
 */
let ledgers = null;

function ledgersFor(serverDistDir) {
  if (ledgers) return ledgers;
  const dataDir = path.join(serverDistDir, '..', 'cache', 'fetch-cache');
  const pages = new ByteBudget(PAGE_DISK_BUDGET, (key) => {
    const base = path.join(serverDistDir, key);
    for (const suffix of [...ENTRY_FILE_SUFFIXES, SEGMENTS_SUFFIX]) void remove(base + suffix);
  });
  const data = new ByteBudget(DATA_DISK_BUDGET, (key) => void remove(path.join(dataDir, key)));
  ledgers = { pages, data };
  adoptExisting(serverDistDir, dataDir);
  return ledgers;
}

/** Files already under route-cache and fetch-cache, into the ledgers by age (a start must not reset the bound). */
function adoptExisting(serverDistDir, dataDir) {
  /** @type {{ ledger: ByteBudget; key: string; bytes: number; at: number }[]} */
  const found = [];
  const pageEntries = new Map();
  const walk = (dir, visit) => {
    let entries = [];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.endsWith(SEGMENTS_SUFFIX)) walk(full, visit);
      else visit(full, entry.isDirectory());
    }
  };
  const statOf = (file) => {
    try {
      return fs.statSync(file);
    } catch {
      return null;
    }
  };
  walk(path.join(serverDistDir, 'route-cache'), (file, isSegments) => {
    const suffix = isSegments ? SEGMENTS_SUFFIX : ENTRY_FILE_SUFFIXES.find((s) => file.endsWith(s));
    if (!suffix) return;
    const key = '/' + path.relative(serverDistDir, file.slice(0, -suffix.length)).split(path.sep).join('/');
    const stat = statOf(file);
    if (!stat) return;
    let bytes = stat.size;
    if (isSegments) walk(file, (segment) => (bytes += statOf(segment)?.size ?? 0));
    const entry = pageEntries.get(key) ?? { key, bytes: 0, at: 0 };
    entry.bytes += bytes;
    entry.at = Math.max(entry.at, stat.mtimeMs);
    pageEntries.set(key, entry);
  });
  for (const entry of pageEntries.values()) found.push({ ledger: ledgers.pages, ...entry });
  walk(dataDir, (file) => {
    const stat = statOf(file);
    if (stat?.isFile()) found.push({ ledger: ledgers.data, key: path.relative(dataDir, file).split(path.sep).join('/'), bytes: stat.size, at: stat.mtimeMs });
  });
  found.sort((a, b) => a.at - b.at);
  for (const { ledger, key, bytes } of found) ledger.add(key, bytes);
}

/** How long the first read waits for the listener's first catch-up; past it, the server answers (and logs why). */
const LISTENER_WAIT_MS = 3000;

let listenerReady = null;
/** The listener, started with the first handler of this process; its first read done (or given up on) before any get. */
function invalidationsHeard() {
  // Inside the production server only (not `next build`, not jest): where invalidations are heard.
  if (!isServing() || !process.env.DATABASE_URL) return null;
  listenerReady ??= Promise.race([
    startInvalidationListener(),
    new Promise((resolve) =>
      setTimeout(() => {
        console.error(`Cache invalidations: the database did not answer within ${LISTENER_WAIT_MS} ms; serving while the listener retries`);
        resolve();
      }, LISTENER_WAIT_MS).unref(),
    ),
  ]);
  return listenerReady;
}

let sharedEntries;
/** Redis, when REDIS_URL is set in the running server; keyed by this build's id. */
function sharedEntriesFor(serverDistDir) {
  if (sharedEntries !== undefined) return sharedEntries;
  sharedEntries = null;
  const url = process.env.REDIS_URL;
  if (isServing() && url && serverDistDir) {
    let buildId = 'build';
    try {
      buildId = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {}
    sharedEntries = new SharedEntries(url, buildId);
  }
  return sharedEntries;
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    const shared = sharedEntriesFor(ctx.serverDistDir);
    // With Redis nothing is written to this instance's disk: what it renders goes to Redis (and its memory LRU), and
    // its disk holds only the build's own prerendered pages, read as before.
    super(shared ? { ...ctx, flushToDisk: false } : ctx);
    this.shared = shared;
    this.heard = invalidationsHeard();
    // Only a handler that writes to disk keeps a ledger (Next's edge runtime and minimal mode do not write).
    this.ledgers = !shared && ctx.flushToDisk && ctx.serverDistDir && process.env.NEXT_RUNTIME !== 'edge' ? ledgersFor(ctx.serverDistDir) : null;
  }

  /** The ledger an entry's key belongs to (null: not bounded here, e.g. a page prerendered at build time). */
  ledgerOf(key, isData) {
    if (!this.ledgers || typeof key !== 'string') return null;
    if (isData) return this.ledgers.data;
    return key.startsWith(ROUTE_CACHE_PREFIX) ? this.ledgers.pages : null;
  }

  /** @param {any[]} args */
  async get(...args) {
    if (this.heard) await this.heard;
    const [key] = args;
    // Memory first (this instance's LRU, the one Next's file-system cache reads), then Redis, then the build's files.
    // An entry found in Redis goes into the LRU, where the parent's get finds it and checks it as its own.
    const memory = FileSystemCache.memoryCache;
    if (this.shared && memory && !memory.get(key)) {
      const entry = await this.shared.read(key);
      if (entry && !memory.get(key)) memory.set(key, entry);
    }
    const entry = await super.get(...args);
    if (entry && pastItsEdge(entry, args[1])) return null;
    keepHtmlAscii(entry?.value);
    if (entry) this.ledgerOf(args[0], args[1]?.kind === 'FETCH')?.touch(args[0]);
    return entry;
  }

  /** @param {any[]} args */
  async set(...args) {
    const [key, data, ctx] = args;
    keepHtmlAscii(/** @type {{ kind?: string; html?: unknown } | null} */ (data));
    await super.set(...args);
    if (this.shared && data) {
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
      await this.shared.write(key, { value: data, lastModified: Date.now(), cacheControl }, ttlSeconds(cacheControl, data.revalidate));
    }
    // Recorded once written, so an eviction never races the write it would undo.
    if (data) this.ledgerOf(key, data.kind === 'FETCH' || Boolean(ctx?.fetchCache))?.add(key, entryBytes(data));
  }

  /**
   * Next's revalidateTag and revalidatePath, after the write that asked for them: this instance's manifest as Next
   * does, then every other instance's (invalidation-bus.mjs).
   * @param {string | string[]} tags @param {{ expire?: number } | undefined} durations
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length) await publishInvalidation({ tags: list });
  }
}
