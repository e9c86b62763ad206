/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { drainable, drainMs, isDraining } from '@/lib/server/front/drain';

// Graceful shutdown (lib/server/front/drain.ts) on a plain Node server standing in for the front server: what a
// load balancer and a shopper mid-checkout see when the instance gets SIGTERM.

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server;
let port: number;
let releaseSlow: () => void;
let slowArrived: Promise<void>;

function request(path: string, agent: http.Agent | false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  let arrived!: () => void;
  slowArrived = new Promise((resolve) => (arrived = resolve));
  const slowDone = new Promise<void>((resolve) => (releaseSlow = resolve));
  server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      arrived();
      void slowDone.then(() => res.end('slow done'));
      return;
    }
    if (req.url === '/forever') return void arrived();
    if (req.url === '/stream') {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.write('streaming…');
      arrived();
      void slowDone.then(() => res.end('streamed'));
      return;
    }
    res.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(() => {
  server.closeAllConnections();
  server.close();
});

it('lets a request in flight finish with 200 while refusing new connections, closing idle ones and flipping readiness', async () => {
  const drainer = drainable(server, { deadlineMs: 10_000 });
  const keepAlive = new http.Agent({ keepAlive: true });
  // A client that has been served and keeps its connection open, idle.
  expect((await request('/fast', keepAlive)).status).toBe(200);
  const idleSocket = Object.values(keepAlive.freeSockets).flat()[0]!;
  const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

  // A shopper's slow request, on a keep-alive connection of its own.
  const slowClient = new http.Agent({ keepAlive: true });
  const slow = request('/slow', slowClient);
  await slowArrived;
  expect(isDraining()).toBe(false);

  const drained = drainer.drain();
  expect(isDraining()).toBe(true);
  expect(drainer.draining).toBe(true);
  // The listening socket is closed: a new connection is refused.
  await expect(request('/fast', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  await idleClosed;

  releaseSlow();
  const answer = await slow;
  expect(answer).toMatchObject({ status: 200, body: 'slow done' });
  // Its answer had not started when the drain began: it tells the client not to reuse the connection.
  expect(answer.headers.connection).toBe('close');
  await expect(drained).resolves.toEqual({ timedOut: false, inFlightAtStart: 1 });
  keepAlive.destroy();
  slowClient.destroy();
});

it('answers a request that arrives on an open keep-alive connection during the drain with Connection: close', async () => {
  const drainer = drainable(server, { deadlineMs: 10_000 });
  // One keep-alive connection: its first answer is streaming when the drain begins (its headers went out as
  // keep-alive), and its client sends the next request on it during the drain.
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write('GET /stream HTTP/1.1\r\nHost: shop\r\n\r\n');
  await slowArrived;
  const drained = drainer.drain();
  socket.write('GET /fast HTTP/1.1\r\nHost: shop\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 50));
  releaseSlow();
  await closed; // the server ends the connection after the second answer
  const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
  expect(first).toMatch(/^HTTP\/1\.1 200/);
  expect(first).toMatch(/connection: keep-alive/i);
  expect(second).toMatch(/^HTTP\/1\.1 200/);
  expect(second).toMatch(/connection: close/i);
  expect(second).toMatch(/fast$/);
  await expect(drained).resolves.toMatchObject({ timedOut: false });
});

it('cuts what is still open at the deadline', async () => {
  const drainer = drainable(server, { deadlineMs: 200 });
  const stuck = request('/forever', false);
  await slowArrived;
  const started = Date.now();
  await expect(drainer.drain()).resolves.toEqual({ timedOut: true, inFlightAtStart: 1 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(150);
  await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' });
});

it('finishes at once when nothing is in flight, and drains only once', async () => {
  const drainer = drainable(server, { deadlineMs: 10_000 });
  const first = drainer.drain();
  expect(drainer.drain()).toBe(first);
  await expect(first).resolves.toEqual({ timedOut: false, inFlightAtStart: 0 });
});

it('reads the deadline from SHUTDOWN_DRAIN_MS, 25 s by default', () => {
  expect(drainMs({})).toBe(25_000);
  expect(drainMs({ SHUTDOWN_DRAIN_MS: '5000' })).toBe(5_000);
  expect(drainMs({ SHUTDOWN_DRAIN_MS: 'soon' })).toBe(25_000);
  expect(drainMs({ SHUTDOWN_DRAIN_MS: '-1' })).toBe(25_000);
});
