import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { getDb } from '@/lib/server/db/client';
import { isDraining } from '@/lib/server/front/drain';

// Whether this instance should be sent traffic (GET /api/ready, which a load balancer polls): PostgreSQL answers, Redis
// answers when the shop uses one (REDIS_URL), and the instance is not shutting down. Each dependency gets a short
// deadline of its own (READY_TIMEOUT_MS, default 1 s), checked side by side: a balancer polls every few seconds and
// needs a quick no, and a dependency that takes longer than that to say `select 1` is not one to send shoppers to.
// Liveness (GET /api/health) asks none of this: a database outage must take instances out of the pool, not make an
// orchestrator restart every one of them.

export type CheckResult = 'ok' | 'failed' | 'skipped';
export type Readiness = {
  ready: boolean;
  draining: boolean;
  checks: { database: CheckResult; redis: CheckResult };
};

export type ReadinessDeps = {
  pingDatabase: () => Promise<unknown>;
  /** null: the shop runs without Redis here. */
  pingRedis: (() => Promise<unknown>) | null;
  draining: () => boolean;
  timeoutMs: number;
};

function readyTimeoutMs(): number {
  const value = Number(process.env.READY_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 1_000;
}

const globalForReady = globalThis as unknown as { __ugReadyRedis?: { url: string; client: Redis } };

/**
 * A Redis connection of the readiness check's own: the rate limiter's client queues commands while it reconnects (it
 * would rather wait than fail a shopper's request), where a readiness probe must fail at once. No offline queue and
 * no retries per command: PING while disconnected is an immediate error.
 */
async function readinessRedis(url: string, timeoutMs: number): Promise<Redis> {
  const current = globalForReady.__ugReadyRedis;
  if (current?.url === url) return current.client;
  current?.client.disconnect();
  const { default: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => 1_000,
  });
  client.on('error', () => {}); // reported by the failed PING; the client keeps reconnecting in the background
  globalForReady.__ugReadyRedis = { url, client };
  return client;
}

async function pingRedis(url: string, timeoutMs: number): Promise<void> {
  const client = await readinessRedis(url, timeoutMs);
  if (client.status === 'wait') await client.connect();
  await client.ping();
}

/** The checks as this process runs them: its database pool, its REDIS_URL, the front server's drain flag. */
export function defaultReadinessDeps(): ReadinessDeps {
  const timeoutMs = readyTimeoutMs();
  const redisUrl = process.env.REDIS_URL?.trim();
  return {
    pingDatabase: () => getDb().execute(sql`select 1`),
    pingRedis: redisUrl ? () => pingRedis(redisUrl, timeoutMs) : null,
    draining: isDraining,
    timeoutMs,
  };
}

/** 'ok' when `check` settles well within `timeoutMs`, else 'failed' (it is left to finish or fail on its own). */
async function within(check: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('failed'), timeoutMs);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(check)
        .then(
          () => 'ok' as const,
          () => 'failed' as const,
        ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs the checks side by side. A draining instance is not ready, whatever its dependencies say: it is not even asked. */
export async function checkReadiness(deps: ReadinessDeps = defaultReadinessDeps()): Promise<Readiness> {
  if (deps.draining()) return { ready: false, draining: true, checks: { database: 'skipped', redis: 'skipped' } };
  const [database, redis] = await Promise.all([
    within(deps.pingDatabase, deps.timeoutMs),
    deps.pingRedis ? within(deps.pingRedis, deps.timeoutMs) : Promise.resolve<CheckResult>('skipped'),
  ]);
  return { ready: database === 'ok' && redis !== 'failed', draining: false, checks: { database, redis } };
}

/** Drops the readiness check's Redis connection (at shutdown, and after tests). */
export function closeReadinessRedis(): void {
  globalForReady.__ugReadyRedis?.client.disconnect();
  globalForReady.__ugReadyRedis = undefined;
}
