/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { assignRequestId, logWhenDone } from '@/lib/server/front/request-log';
import { createLogger, instanceId, logFormat } from '@/lib/server/log/logger';
import { loggablePath, REDACTED, scrubText } from '@/lib/server/log/redact';
import { acceptedRequestId, newRequestId, requestIdOf } from '@/lib/server/log/request-id';

// The shop's logs (lib/server/log, lib/server/front/request-log.ts): one JSON line per request and per error, with a
// request id shared by every line of one request, and nothing in them that identifies or unlocks a person.

const EMAIL = 'sita.sharma@example.com';
const PHONE = '9841234567';

function jsonLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger({
    format: 'json',
    level: 'info',
    instance: 'web-1',
    now: () => new Date('2026-10-20T06:15:00.000Z'),
    writeLine: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { log, lines };
}

describe('a JSON log line', () => {
  it('has time, level, message, instance and the fields', () => {
    const { log, lines } = jsonLogger();
    log.info('request', { requestId: 'abc123', method: 'GET', path: '/cakes', status: 200, durationMs: 4.5 });
    expect(lines).toEqual([
      { time: '2026-10-20T06:15:00.000Z', level: 'info', msg: 'request', instance: 'web-1', requestId: 'abc123', method: 'GET', path: '/cakes', status: 200, durationMs: 4.5 },
    ]);
  });

  it('never carries cookies, authorisation, bodies, query strings, emails or phone numbers', () => {
    const { log, lines } = jsonLogger();
    const failure = new Error(`duplicate key value violates unique constraint: (email)=(${EMAIL}), phone +977-${PHONE}`, {
      cause: new Error(`GET /api/V2/verify?token=s3cr3t-reset&email=${encodeURIComponent(EMAIL)} failed`),
    });
    log.error('[api] unexpected error', {
      requestId: 'abc123',
      path: `/api/V2/search?q=${PHONE}&coupon=DASHAIN50`,
      headers: { cookie: 'ug_session=abcdef', authorization: 'Bearer eyJhbGciOi.payload.sig', 'user-agent': 'curl/8' },
      body: { password: 'hunter2', email: EMAIL },
      query: 'q=cake',
      note: `reach me at ${EMAIL} or ${PHONE}; Authorization: Bearer eyJhbGciOi.payload.sig; ug_session=abcdef`,
      error: failure,
    });
    const text = JSON.stringify(lines);
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), PHONE, 'ug_session=abcdef', 'eyJhbGciOi', 'hunter2', 's3cr3t-reset', 'DASHAIN50', 'q=cake']) {
      expect(text).not.toContain(secret);
    }
    const [line] = lines as [Record<string, any>]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(line.path).toBe('/api/V2/search');
    expect(line.headers).toEqual({ cookie: REDACTED, authorization: REDACTED, 'user-agent': 'curl/8' });
    expect(line.body).toBe(REDACTED);
    expect(line.query).toBe(REDACTED);
    expect(line.note).toBe(`reach me at [email] or [phone]; Authorization: Bearer ${REDACTED}; ug_session=${REDACTED}`);
    // What failed is still there to read, without whom it was about.
    expect(line.error).toMatchObject({ name: 'Error', message: 'duplicate key value violates unique constraint: (email)=([email]), phone [phone]' });
    expect(line.error.cause.message).toBe('GET /api/V2/verify failed');
  });

  it('leaves out what is below LOG_LEVEL', () => {
    const lines: string[] = [];
    const log = createLogger({ format: 'json', level: 'warn', writeLine: (line) => lines.push(line) });
    log.info('request', { status: 200 });
    log.warn('slow');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['slow']);
  });
});

describe('the pretty format', () => {
  it('hands the console the message first, then key=value pairs and the scrubbed error', () => {
    const calls: unknown[][] = [];
    const record = (...args: unknown[]) => void calls.push(args);
    const log = createLogger({ format: 'pretty', level: 'debug', console: { debug: record, info: record, warn: record, error: record } });
    log.error('[api] input reached the database unchecked:', { method: 'POST', path: '/api/V2/cart?x=1', error: new Error(`bad ${EMAIL}`, { cause: new Error('invalid byte sequence') }) });
    const [message, pairs, error] = calls[0]!;
    expect(message).toBe('[api] input reached the database unchecked:');
    expect(pairs).toBe('method=POST path=/api/V2/cart');
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('bad [email]');
    expect(((error as Error).cause as Error).message).toBe('invalid byte sequence');
  });

  it('is the default outside production, JSON in production, and LOG_FORMAT decides when set', () => {
    expect(logFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(logFormat({ NODE_ENV: 'development' })).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(instanceId({ INSTANCE_ID: 'web-2' })).toBe('web-2');
    expect(instanceId({})).toMatch(new RegExp(`:${process.pid}$`));
  });
});

describe('scrubbing text', () => {
  it('keeps ids, dates and durations that are not phone numbers', () => {
    expect(scrubText('order 12345 at 2026-10-20T06:15:00Z took 350 ms')).toBe('order 12345 at 2026-10-20T06:15:00Z took 350 ms');
    expect(loggablePath('/product/red-velvet?ref=home#reviews')).toBe('/product/red-velvet');
  });
});

describe('request ids', () => {
  it('keeps a caller’s safe short token and refuses anything else', () => {
    expect(acceptedRequestId('lb-7f3a9c.42')).toBe('lb-7f3a9c.42');
    for (const bad of ['', 'a b', 'x'.repeat(65), '<script>', `id\n{"level":"error"}`, EMAIL, PHONE, '-leading-dash']) {
      expect(acceptedRequestId(bad)).toBeNull();
    }
    for (let i = 0; i < 200; i += 1) expect(acceptedRequestId(newRequestId())).not.toBeNull();
    expect(requestIdOf(new Request('http://shop/api', { headers: { 'x-request-id': 'evil id' } }))).toBeUndefined();
  });
});

describe('the front server’s request line', () => {
  let server: http.Server;
  let port: number;
  const lines: Record<string, unknown>[] = [];
  const seenByApp: Array<string | undefined> = [];

  beforeAll(async () => {
    const log = createLogger({ format: 'json', level: 'info', instance: 'web-1', writeLine: (line) => lines.push(JSON.parse(line)) });
    server = http.createServer((req, res) => {
      const id = assignRequestId(req, res);
      logWhenDone(req, res, id, log);
      seenByApp.push(req.headers['x-request-id'] as string | undefined);
      res.statusCode = req.url?.startsWith('/missing') ? 404 : 200;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (path: string, headers: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res));
      });
      req.on('error', reject);
    });

  it('echoes the id the app saw and logs one line without the query, cookies or credentials', async () => {
    lines.length = 0;
    const res = await send(`/missing/thing?email=${encodeURIComponent(EMAIL)}&phone=${PHONE}`, {
      'X-Request-Id': 'edge-0001',
      Cookie: 'ug_session=abcdef',
      Authorization: 'Bearer eyJhbGciOi.payload.sig',
    });
    expect(res.headers['x-request-id']).toBe('edge-0001');
    expect(seenByApp.at(-1)).toBe('edge-0001');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      { time: expect.any(String), level: 'info', msg: 'request', instance: 'web-1', requestId: 'edge-0001', method: 'GET', path: '/missing/thing', status: 404, durationMs: expect.any(Number) },
    ]);
  });

  it('replaces an unsafe id with a fresh one', async () => {
    lines.length = 0;
    const res = await send('/', { 'X-Request-Id': `${EMAIL}` });
    const id = res.headers['x-request-id'] as string;
    expect(id).not.toBe(EMAIL);
    expect(acceptedRequestId(id)).toBe(id);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ requestId: id, status: 200 });
  });
});
