/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { applyGate, createRequestGate, NOT_FOUND_PATH } from '@/lib/server/front/request-gate';
import { exportedMethods, matchRoute, scanRoutes } from '@/lib/server/front/route-table';

// The production server's gate (lib/server/front/server.ts → request-gate.ts) in front of a stand-in for Next: a real
// HTTP server, so what is tested is what Node's parser lets through (TRACE, PROPFIND, raw %-escapes) and what the
// client then receives. The route table is the app's own (app/**/route.ts).

const repoRoot = path.resolve(__dirname, '../../..');
const routes = scanRoutes(repoRoot);

let server: http.Server;
let baseUrl: string;
/** What reached "Next": method and URL, in order. */
let passed: string[] = [];

beforeAll(async () => {
  const gate = createRequestGate(routes);
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    if (applyGate(gate, req, res)) return;
    passed.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  passed = [];
});

/** A raw request: fetch would refuse TRACE and re-encode the path. */
function raw(method: string, rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${rawPath}`, { method, path: rawPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('the route table', () => {
  it('holds every API route file with the methods it exports', () => {
    const cart = routes.find((route) => route.pattern === '/api/V2/cart');
    expect(cart).toMatchObject({ file: 'app/api/V2/cart/route.ts', methods: ['GET'] });
    expect(routes.find((route) => route.pattern === '/api/V2/apply-coupon')?.methods).toEqual(['POST', 'DELETE']);
    expect(routes.find((route) => route.pattern === '/api/V2/product/[idOrSlug]')?.segments.at(-1)).toEqual({ kind: 'dynamic', name: 'idOrSlug' });
    expect(routes.filter((route) => route.pattern.startsWith('/api/')).length).toBeGreaterThan(80);
  });

  it('reads methods in every export form, and refuses export * (it would hide them)', () => {
    expect(exportedMethods('export const GET = handle(x);\nexport async function POST() {}\nexport { a as PUT, DELETE };\nexport const dynamic = 1;')).toEqual([
      'GET',
      'POST',
      'PUT',
      'DELETE',
    ]);
    expect(exportedMethods('export const { PATCH, OPTIONS } = methods;')).toEqual(['OPTIONS', 'PATCH']);
    expect(exportedMethods('const GET = 1; // export const POST')).toEqual(['POST']); // a comment can fool it: the fuzzer checks against real exports
    expect(() => exportedMethods("export * from './other';", 'x/route.ts')).toThrow(/export \* from/);
  });

  it('prefers a static segment to a dynamic one, and a dynamic one to a catch-all', () => {
    expect(matchRoute(routes, ['api', 'V2', 'product', 'quick-info', '5'])?.pattern).toBe('/api/V2/product/quick-info/[id]');
    expect(matchRoute(routes, ['api', 'V2', 'product', 'quick-info'])?.pattern).toBe('/api/V2/product/[idOrSlug]');
    expect(matchRoute(routes, ['api', 'V2', 'cart', 'accept-prices'])?.pattern).toBe('/api/V2/cart/accept-prices');
    expect(matchRoute(routes, ['api', 'V2', 'no', 'such', 'thing'])?.pattern).toBe('/api/[...path]');
  });
});

describe('the production server’s gate', () => {
  it('answers a method the route does not take with a 405 JSON envelope and the route’s real Allow', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'TRACE', 'PROPFIND', 'MKCOL']) {
      const res = await raw(method, '/api/V2/cart');
      expect({ method, status: res.status, allow: res.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD, OPTIONS' });
      expect(res.headers['content-type']).toBe('application/json');
      expect(JSON.parse(res.body)).toEqual({ error: { message: expect.stringContaining(method), code: 'method_not_allowed' } });
    }
    const coupon = await raw('GET', '/api/V2/apply-coupon');
    expect(coupon.headers.allow).toBe('DELETE, OPTIONS, POST');
    expect(passed).toEqual([]);
  });

  it('lets the route’s own methods, HEAD of a GET route and OPTIONS through to Next', async () => {
    for (const [method, url] of [
      ['GET', '/api/V2/cart'],
      ['HEAD', '/api/V2/cart'],
      ['OPTIONS', '/api/V2/cart'],
      ['POST', '/api/V2/apply-coupon'],
      ['GET', '/api/V2/product/quick-info/12?x=%ff'],
    ] as const) {
      expect((await raw(method, url)).status).toBe(200);
    }
    expect(passed).toHaveLength(5);
  });

  it('answers an API path with broken %-escapes or a control character with a 400 JSON envelope', async () => {
    for (const url of ['/api/V2/product/%ff', '/api/V2/product/%c0%ae', '/api/V2/product/%', '/api/V2/product/%zz', '/api/V2/product/a%00b', '/api/V2/store/%ED%A0%80/products']) {
      const res = await raw('GET', url);
      expect({ url, status: res.status }).toEqual({ url, status: 400 });
      expect(JSON.parse(res.body)).toEqual({ error: { message: expect.stringContaining('not valid'), code: 'bad_path' } });
    }
    expect(passed).toEqual([]);
  });

  it('sends a page path with broken escapes to the shop’s not-found page, and answers TRACE on a page with 405', async () => {
    await raw('GET', '/%c0%ae');
    await raw('GET', '/product/%ff?x=1');
    expect(passed).toEqual([`GET ${NOT_FOUND_PATH}`, `GET ${NOT_FOUND_PATH}`]);
    const trace = await raw('TRACE', '/');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST');
    // Escaped text that decodes fine is left to the pages (a search for नमस्ते).
    expect((await raw('GET', '/search?q=%E0%A4%A8')).status).toBe(200);
  });

  it('answers TRACE on an unknown API path with a 405 JSON envelope too (its other methods get the JSON 404)', async () => {
    const res = await raw('TRACE', '/api/V2/no-such-endpoint');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT');
    expect(JSON.parse(res.body).error.code).toBe('method_not_allowed');
    expect((await raw('PUT', '/api/V2/no-such-endpoint')).status).toBe(200); // to Next: the catch-all's JSON 404
  });
});
