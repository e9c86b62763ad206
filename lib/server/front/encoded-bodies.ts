import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

// Why this exists (measured on this project's 2-core machine, wrk, 50 connections; README "Benchmarks"):
// - Next sends a page from its ISR cache as one JavaScript string, `res.end(html)`, and Node turns that string into
//   bytes again on every request: a plain Node server writing the 213 KB home page as a string managed 836 req/s,
//   the same bytes as a ready Buffer 11,500.
// - Compression, which every browser asks for, gzips the page again on every request: 2.4 ms for the home page.
// - JSON from route handlers reaches us as a stream with its length removed, so compression opens a brotli stream
//   per response, even for a 600-byte answer.
// So bodies that are whole by nature — Next's cached pages and files, and JSON — are sent whole: encoded once per
// distinct body (UTF-8, then brotli or gzip on first demand), with a Content-Length. The cache is keyed by the body
// itself (or its SHA-1), so it can only answer a request with the very bytes that request was about to send: nothing
// passes between visitors that was not already identical. Streamed HTML (pages rendered per request) is untouched
// and still reaches the compression middleware chunk by chunk.

export type BodyEncoding = 'br' | 'gzip' | 'identity';
type Entry = { identity: Buffer; br?: Buffer; gzip?: Buffer; bytes: number };

/** Page strings shorter than this are cheap to send as they are; caching them would only churn the cache. */
export const MIN_CACHED_LENGTH = 16 * 1024;
/** Below this, compressing saves less than it costs (compression's own default threshold). */
export const MIN_COMPRESSED_BYTES = 1024;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;
const JSON_TYPE = /^application\/([\w.+-]*\+)?json/i;

/**
 * The encoding to send for this Accept-Encoding header (RFC 9110 §12.5.3): the highest q-value among br, gzip and
 * identity, brotli winning ties, then gzip. Unlisted encodings take the `*` value; identity stays acceptable but
 * last unless it is refused, and a header that refuses everything still gets identity (better than a 406 for a page).
 */
export function chooseEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity';
  const listed = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    listed.set(name, q === undefined ? 1 : Math.min(1, Number(q) || 0));
  }
  const wildcard = listed.get('*');
  const quality = (name: BodyEncoding) =>
    listed.get(name) ?? (name === 'identity' ? (wildcard === 0 ? 0 : 0.001) : (wildcard ?? 0));
  let best: BodyEncoding = 'identity';
  let bestQuality = 0;
  for (const name of ['br', 'gzip', 'identity'] as const) {
    if (quality(name) > bestQuality) {
      best = name;
      bestQuality = quality(name);
    }
  }
  return best;
}

/** Least-recently-used store of encoded bodies, bounded by their total size (the key counts too). */
export class EncodedBodyCache {
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  /** How many times a body was compressed: each distinct body once per encoding, while it stays cached. */
  compressions = 0;

  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** The bytes of the body known by `key` in `encoding`; `identity()` gives its plain bytes when not cached yet. */
  get(key: string, identity: () => Buffer, encoding: BodyEncoding): Buffer {
    let entry = this.entries.get(key);
    if (entry) {
      // Most recently used goes last: a Map keeps insertion order, so the first key is always the one to evict.
      this.entries.delete(key);
      this.entries.set(key, entry);
    } else {
      const plain = identity();
      entry = { identity: plain, bytes: key.length + plain.length };
      this.entries.set(key, entry);
      this.total += entry.bytes;
    }
    const bytes = encoding === 'identity' ? entry.identity : (entry[encoding] ??= this.encode(entry, encoding));
    this.evict();
    return bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.total;
  }

  private encode(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
    this.compressions += 1;
    const encoded =
      encoding === 'br'
        ? // Quality 6: 21.6 KB for the home page in 3 ms, once; 11 would save 2 KB for 290 ms of blocked server.
          brotliCompressSync(entry.identity, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length },
          })
        : gzipSync(entry.identity);
    entry.bytes += encoded.length;
    this.total += encoded.length;
    return encoded;
  }

  private evict(): void {
    // The entry just used is last, so it survives unless it alone is over the limit.
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes || this.entries.size <= 1) break;
      this.entries.delete(key);
      this.total -= entry.bytes;
    }
  }
}

type Callback = (error?: Error | null) => void;

function isUtf8(encoding: unknown): boolean {
  return typeof encoding !== 'string' || /^utf-?8$/i.test(encoding);
}

function appendVary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text.split(',').some((part) => part.trim() === '*' || part.trim().toLowerCase() === field.toLowerCase())) return;
  res.setHeader('Vary', text ? `${text}, ${field}` : field);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Makes this response send whole bodies encoded once (see the top of this file), negotiated from the request's
 * Accept-Encoding. Install it after any compression middleware, so it runs first: that middleware then sees a body
 * that is already encoded (which it passes through) or one below its threshold.
 */
export function encodeWholeBodies(req: IncomingMessage, res: ServerResponse, cache: EncodedBodyCache): void {
  const { end, write, flushHeaders } = res;
  // Chunks of a body being gathered whole; null while the response is passed through as it comes.
  let gathered: Buffer[] | null = null;

  const compressible = () => COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''));
  const untouched = () =>
    res.headersSent || req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304 || res.getHeader('Content-Encoding') !== undefined;
  // JSON answers are written whole by our route handlers, and Next marks what it serves from its cache (HIT, or
  // STALE while it regenerates); anything else may be a page streaming as it renders, which must reach the browser
  // chunk by chunk.
  const wholeByNature = () =>
    !untouched() &&
    compressible() &&
    (JSON_TYPE.test(String(res.getHeader('Content-Type'))) || /^(HIT|STALE)$/.test(String(res.getHeader('x-nextjs-cache'))));

  const send = (key: string, identity: () => Buffer, length: number, callback?: Callback) => {
    const accepted = chooseEncoding(req.headers['accept-encoding']);
    const chosen = length < MIN_COMPRESSED_BYTES ? 'identity' : accepted;
    const bytes = cache.get(key, identity, chosen);
    appendVary(res, 'Accept-Encoding');
    if (chosen !== 'identity') res.setHeader('Content-Encoding', chosen);
    res.setHeader('Content-Length', bytes.length);
    return (end as (this: ServerResponse, chunk: Buffer, callback?: Callback) => ServerResponse).call(res, bytes, callback);
  };

  res.flushHeaders = function flushUnlessWhole(this: ServerResponse) {
    // Next flushes the headers before piping a body; for a body sent whole they go out with it instead.
    if (gathered || wholeByNature()) {
      gathered ??= [];
      return;
    }
    flushHeaders.call(this);
  };

  res.write = function writeOrGather(this: ServerResponse, ...args: unknown[]) {
    if (!gathered && wholeByNature()) gathered = [];
    if (!gathered) return (write as (...a: unknown[]) => boolean).apply(this, args);
    const [chunk, encoding] = args;
    gathered.push(toBuffer(chunk, encoding));
    const callback = args.find((arg): arg is Callback => typeof arg === 'function');
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;

  res.end = function endWhole(this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = typeof args[0] === 'function' ? [] : args;
    const callback = args.find((arg): arg is Callback => typeof arg === 'function');
    if (gathered) {
      if (chunk !== undefined && chunk !== null) gathered.push(toBuffer(chunk, encoding));
      const body = Buffer.concat(gathered);
      gathered = null;
      const key = `sha1:${body.length}:${createHash('sha1').update(body).digest('base64')}`;
      return send(key, () => body, body.length, callback);
    }
    // A cached page: one large string. The string itself is the key: a Map compares strings by content, V8 hashes a
    // string this long by its length alone, and a hit on the very string Next keeps in its cache is a pointer check.
    if (typeof chunk === 'string' && chunk.length >= MIN_CACHED_LENGTH && isUtf8(encoding) && !untouched() && compressible()) {
      return send(chunk, () => Buffer.from(chunk, 'utf8'), chunk.length, callback);
    }
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.end;
}
