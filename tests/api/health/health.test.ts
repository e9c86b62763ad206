import http from 'node:http';
import net from 'node:net';
import { GET as health } from '@/app/api/health/route';
import { GET as ready } from '@/app/api/ready/route';
import { drainable } from '@/lib/server/front/drain';
import { closeReadinessRedis } from '@/lib/server/health/readiness';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Liveness and readiness as a load balancer and an orchestrator see them: /api/health says the process answers and
// asks nothing else; /api/ready says whether to send traffic here — PostgreSQL and (when configured) Redis answering
// within the deadline, and not shutting down. A dependency that is down is simulated by pointing its URL at a port
// nothing listens on.

useTestDatabase();

const savedEnv = { ...process.env };
afterEach(() => {
  closeReadinessRedis();
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'READY_TIMEOUT_MS']) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});
beforeAll(() => {
  // useTestDatabase sets DATABASE_URL in its own beforeAll, which runs first: keep that one to restore.
  savedEnv.DATABASE_URL = process.env.DATABASE_URL;
  delete savedEnv.REDIS_URL;
});

/** A local port with nothing listening on it: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function redisAnswers(url: string): Promise<boolean> {
  const { default: Redis } = await import('ioredis');
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 500 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

const callReady = () => callRoute(ready, { url: '/api/ready' });

describe('GET /api/health', () => {
  it('answers 200 {status:"ok"}, never cached, without asking the database', async () => {
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`;
    const res = await callRoute(health, { url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers (Redis not configured: not asked)', async () => {
    delete process.env.REDIS_URL;
    const res = await callReady();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'skipped' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says 503 and names the database when PostgreSQL does not answer', async () => {
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`;
    const res = await callReady();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', checks: { database: 'failed', redis: 'skipped' }, error: { code: 'not_ready' } });
    expect(res.body.error.message).toContain('database');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('says 503 and names Redis when REDIS_URL is set and Redis does not answer, within the deadline', async () => {
    process.env.REDIS_URL = `redis://127.0.0.1:${await closedPort()}/0`;
    process.env.READY_TIMEOUT_MS = '1000';
    const started = Date.now();
    const res = await callReady();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ checks: { database: 'ok', redis: 'failed' }, error: { code: 'not_ready' } });
    expect(res.body.error.message).toContain('redis');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is ready with Redis configured and answering', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
    if (!(await redisAnswers(url))) return console.warn(`no Redis at ${url}: the answering-Redis case is not checked here`);
    process.env.REDIS_URL = url;
    const res = await callReady();
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ database: 'ok', redis: 'ok' });
  });

  it('says 503 "draining" from the moment the server begins to shut down, though the database answers', async () => {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const drainer = drainable(server);
    expect((await callReady()).status).toBe(200);
    const drained = drainer.drain();
    const res = await callReady();
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'draining', error: { code: 'draining' } });
    await drained;
    drainable(http.createServer()); // a new server of this process: not draining
    expect((await callReady()).status).toBe(200);
  });
});
