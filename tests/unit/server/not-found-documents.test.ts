/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import compression from 'compression';
import { EncodedBodyCache, encodeWholeBodies } from '@/lib/server/front/encoded-bodies';
import { NOT_FOUND_PAGE, NotFoundDocuments } from '@/lib/server/front/not-found-documents';

// The production server's layers (lib/server/front/server.ts) in front of a stand-in for Next that answers the way Next 16
// does: a page calling notFound() gets status 404 and an empty error shell, streamed; the not-found page renders as a
// normal cached page; JSON errors and RSC answers are what they are.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>';
const NOT_FOUND_HTML = `<!DOCTYPE html><html><body><header>Upahar Ghar</header><main><h1>404 Oops!</h1>${'<p>Cakes</p>'.repeat(3000)}</main></body></html>`;

let server: http.Server;
let port: number;
const seen: Array<{ url: string; internal: boolean; headers: http.IncomingHttpHeaders }> = [];

const routes: Record<string, Handler> = {
  [NOT_FOUND_PAGE]: (req, res) => {
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('Cache-Control', 's-maxage=3600');
    res.end(NOT_FOUND_HTML);
  },
  '/product/gone': (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch');
    res.setHeader('Link', '</_next/static/chunks/x.css>; rel=preload; as="style"');
    res.flushHeaders();
    res.write(SHELL.slice(0, 40));
    res.end(SHELL.slice(40));
  },
  '/api/V2/product/0': (req, res) => {
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end('{"error":{"message":"Product not found","code":"not_found"}}');
  },
  '/product/gone?_rsc=1': (req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/x-component' });
    res.end('0:{"P":null}');
  },
  '/sim/khalti/pay/unknown': (req, res) => {
    // A route handler's own HTML error page (no Vary: rsc): not Next's empty page shell.
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><h1>Payment could not be started</h1>');
  },
  '/category/cakes': (req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!DOCTYPE html><html><body><h1>Cakes</h1></body></html>');
  },
};

beforeAll(async () => {
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const bodies = new EncodedBodyCache();
  const notFound = new NotFoundDocuments(() => port);
  server = http.createServer((req, res) => {
    const internal = notFound.takeInternal(req);
    seen.push({ url: req.url ?? '', internal, headers: { ...req.headers } });
    res.setHeader('X-Content-Type-Options', 'nosniff'); // stands for the security headers set before Next runs
    compress(req, res, () => {
      encodeWholeBodies(req, res, bodies);
      if (!internal) notFound.install(req, res);
      routes[req.url ?? '']?.(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

test("a 404 page answer goes out as the not-found page's HTML, still 404 and never cached", async () => {
  const answer = await get('/product/gone');
  expect(answer.status).toBe(404);
  expect(answer.body.toString()).toBe(NOT_FOUND_HTML);
  expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(NOT_FOUND_HTML)));
  // The headers of the discarded answer are gone; the ones set before Next ran stay.
  expect(answer.headers.link).toBeUndefined();
  expect(answer.headers['x-nextjs-cache']).toBeUndefined();
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
});

test('the page arrives compressed as the browser asked, through the encoders of the internal request', async () => {
  const answer = await get('/product/gone', { 'accept-encoding': 'br' });
  expect(answer.status).toBe(404);
  expect(answer.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(answer.body).toString()).toBe(NOT_FOUND_HTML);
});

test('asked for by its own path, the not-found page is a 404 too; HEAD gets the status without a body', async () => {
  const direct = await get(NOT_FOUND_PAGE);
  expect([direct.status, direct.body.toString()]).toEqual([404, NOT_FOUND_HTML]);
  const head = await get('/product/gone', {}, 'HEAD');
  expect([head.status, head.body.length]).toEqual([404, 0]);
});

test("JSON errors, RSC answers, route handlers' own HTML and found pages pass untouched", async () => {
  const simulator = await get('/sim/khalti/pay/unknown');
  expect([simulator.status, simulator.body.toString()]).toEqual([404, '<!doctype html><h1>Payment could not be started</h1>']);
  const json = await get('/api/V2/product/0');
  expect([json.status, json.body.toString()]).toEqual([404, '{"error":{"message":"Product not found","code":"not_found"}}']);
  const rsc = await get('/product/gone?_rsc=1');
  expect([rsc.status, rsc.body.toString()]).toEqual([404, '0:{"P":null}']);
  const page = await get('/category/cakes');
  expect([page.status, page.body.toString()]).toEqual([200, '<!DOCTYPE html><html><body><h1>Cakes</h1></body></html>']);
});

test("a client's own copy of the internal header is removed, so it cannot pass for the server's fetch", async () => {
  seen.length = 0;
  const forged = await get(NOT_FOUND_PAGE, { 'x-ug-not-found-document': 'guess' });
  expect(forged.status).toBe(404);
  const [first, second] = seen;
  expect(first).toMatchObject({ url: NOT_FOUND_PAGE, internal: false });
  expect(first?.headers['x-ug-not-found-document']).toBeUndefined();
  // The server's own fetch carries the per-process token, and is the only one let through as internal.
  expect(second).toMatchObject({ url: NOT_FOUND_PAGE, internal: true });
});
