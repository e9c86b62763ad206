/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import {
  chooseEncoding,
  EncodedBodyCache,
  encodeWholeBodies,
  MIN_CACHED_LENGTH,
} from '@/lib/server/front/encoded-bodies';

// The production server's layer (lib/server/front/server.ts) in front of a stand-in for Next: a real HTTP server with the same
// compression middleware, answering the way Next does — a cached page as one string, JSON piped after flushHeaders,
// a page rendered per request streamed in chunks.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

// A page the size of a real one, with रू and typographic dashes as the shop's pages have.
const page = `<!DOCTYPE html><html><body>${'<p>Black Forest Cake — रू 1,250</p>'.repeat(900)}</body></html>`;
const json = JSON.stringify({ data: { products: Array.from({ length: 60 }, (_, id) => ({ id, name: `Cake ${id}`, price: 125000 })) } });

let server: http.Server;
let baseUrl: string;
let cache: EncodedBodyCache;
let routes: Record<string, Handler>;

beforeAll(async () => {
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  server = http.createServer((req, res) => {
    compress(req, res, () => {
      encodeWholeBodies(req, res, cache);
      routes[req.url ?? '']?.(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

beforeEach(() => {
  cache = new EncodedBodyCache();
  routes = {
    '/cached-page': (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Content-Length', Buffer.byteLength(page));
      res.end(page);
    },
    '/json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.flushHeaders();
      res.write(new TextEncoder().encode(json.slice(0, 1000)));
      res.write(Buffer.from(json.slice(1000)));
      res.end();
    },
    '/small-json': (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.flushHeaders();
      res.write(Buffer.from('{"data":[1,2,3]}'));
      res.end();
    },
  };
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkBeforeEnd?: boolean };

function get(path: string, acceptEncoding?: string, onResponse?: () => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(baseUrl + path, { headers }, (res) => {
        onResponse?.();
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return bytes.toString('utf8');
}

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
    ['', 'identity'],
  ] as const)('Accept-Encoding %p → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('a cached page sent as one string', () => {
  it('goes out brotli-compressed with its exact length to a browser, and decodes to the very page', async () => {
    const answer = await get('/cached-page', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decoded(answer)).toBe(page);
  });

  it('goes out gzipped to a client without brotli, and as plain UTF-8 to one that asks for nothing', async () => {
    const gzip = await get('/cached-page', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(page);

    const plain = await get('/cached-page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page));
    expect(plain.body.toString('utf8')).toBe(page);
  });

  it('is compressed once, however many times it is sent', async () => {
    for (let i = 0; i < 5; i += 1) await get('/cached-page', 'br');
    await get('/cached-page', 'gzip');
    await get('/cached-page', 'gzip');
    expect(cache.compressions).toBe(2);
    expect(cache.size).toBe(1);
  });

  it('is compressed again when the page changes (a regenerated page is a new body)', async () => {
    await get('/cached-page', 'br');
    const changed = page.replace('1,250', '1,300');
    routes['/cached-page'] = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(changed);
    };
    const answer = await get('/cached-page', 'br');
    expect(decoded(answer)).toBe(changed);
    expect(cache.compressions).toBe(2);
  });

  it('leaves a short string to the compression middleware as before', async () => {
    routes['/short'] = (_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<p>short</p>'.repeat(200));
    };
    const answer = await get('/short', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer)).toBe('<p>short</p>'.repeat(200));
    expect(cache.size).toBe(0);
  });
});

describe('JSON piped by a route handler', () => {
  it('is gathered whole, compressed once and sent with a Content-Length', async () => {
    const first = await get('/json', 'gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['transfer-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(JSON.parse(decoded(first))).toEqual(JSON.parse(json));

    await get('/json', 'br');
    expect(cache.compressions).toBe(1);
  });

  it('is sent as it is when it is too small to be worth compressing', async () => {
    const answer = await get('/small-json', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe('16');
    expect(answer.body.toString()).toBe('{"data":[1,2,3]}');
  });

  it('keeps its status and cookies', async () => {
    routes['/created'] = (_req, res) => {
      res.statusCode = 201;
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Set-Cookie', ['ug_visitor=abc; HttpOnly']);
      res.flushHeaders();
      res.end(Buffer.from(json));
    };
    const answer = await get('/created', 'br');
    expect(answer.status).toBe(201);
    expect(answer.headers['set-cookie']).toEqual(['ug_visitor=abc; HttpOnly']);
    expect(JSON.parse(decoded(answer))).toEqual(JSON.parse(json));
  });
});

describe('a page rendered per request', () => {
  it('still streams: the browser has the headers and first chunk before the render ends, compressed as it goes', async () => {
    let finishRender: () => void = () => undefined;
    const rendered = new Promise<void>((resolve) => (finishRender = resolve));
    // Had the layer held the page back until its end, the answer would only start once the render ends (1 s at most).
    const timer = setTimeout(() => finishRender(), 1000);
    let renderEnded = false;
    let answeredBeforeRenderEnded = false;
    routes['/streamed'] = (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.flushHeaders();
      res.write('<html><body><p>shell</p>');
      (res as ServerResponse & { flush?: () => void }).flush?.();
      void rendered.then(() => {
        renderEnded = true;
        res.end(`${'<p>late</p>'.repeat(500)}</body></html>`);
      });
    };
    const answer = await get('/streamed', 'br', () => {
      answeredBeforeRenderEnded = !renderEnded;
      finishRender();
    });
    clearTimeout(timer);
    expect(answeredBeforeRenderEnded).toBe(true);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(decoded(answer)).toBe(`<html><body><p>shell</p>${'<p>late</p>'.repeat(500)}</body></html>`);
    expect(cache.size).toBe(0);
  });
});

describe('EncodedBodyCache', () => {
  const body = (n: number) => `${n}`.padEnd(MIN_CACHED_LENGTH, 'x');

  it('keeps the most recently used bodies within its byte budget', () => {
    const small = new EncodedBodyCache(3 * 2 * MIN_CACHED_LENGTH + 100);
    for (const n of [1, 2, 3]) small.get(body(n), () => Buffer.from(body(n)), 'identity');
    small.get(body(1), () => Buffer.from(body(1)), 'identity'); // 1 is used again, so 2 is now the oldest
    small.get(body(4), () => Buffer.from(body(4)), 'identity');
    expect(small.size).toBe(3);
    expect(small.totalBytes).toBeLessThanOrEqual(3 * 2 * MIN_CACHED_LENGTH + 100);

    let encodedAgain = 0;
    small.get(body(1), () => (encodedAgain++, Buffer.from(body(1))), 'identity');
    small.get(body(2), () => (encodedAgain++, Buffer.from(body(2))), 'identity');
    expect(encodedAgain).toBe(1); // 1 was still there; 2 had been evicted
  });
});
