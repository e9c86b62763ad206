import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeRateLimitStore, enforceRateLimit, hitRateLimit, RATE_LIMITS, sweepRateLimitWindows } from '@/lib/server/auth/rate-limit';
import { getDb } from '@/lib/server/db/client';
import { rateLimitHits } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';

// The limiter counts in PostgreSQL by default and in Redis when REDIS_URL is set. Both stores get the same checks;
// the Redis ones run only where a Redis server is configured for the tests (TEST_REDIS_URL, or this machine's
// default 127.0.0.1:6379 when it answers).

useTestDatabase();

const unique = () => `test-${randomBytes(6).toString('hex')}`;

/** The start of the window after the current one (relative to today, so the test never depends on the date). */
const nextWindowStart = (windowSeconds: number) => (Math.floor(Date.now() / 1000 / windowSeconds) + 1) * windowSeconds * 1000;

async function redisAvailable(url: string): Promise<boolean> {
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

function limiterChecks(label: string, setup: () => Promise<boolean>) {
  describe(label, () => {
    let ready = false;
    beforeAll(async () => {
      ready = await setup();
    });

    it('allows exactly the rule’s limit in a window, then refuses with a 429 and a clear message', async () => {
      if (!ready) return;
      const subject = unique();
      const { limit } = RATE_LIMITS['otp-send'];
      for (let i = 1; i <= limit; i += 1) {
        await expect(enforceRateLimit('otp-send', subject)).resolves.toBeUndefined();
      }
      await expect(enforceRateLimit('otp-send', subject)).rejects.toMatchObject({
        status: 429,
        code: 'rate_limited',
        message: expect.stringMatching(/^Too many attempts\. Please wait (a minute|\d+ minutes) and try again\.$/),
      });
    });

    it('counts subjects separately and case-insensitively', async () => {
      if (!ready) return;
      const subject = unique();
      const { limit } = RATE_LIMITS['forgot-password'];
      for (let i = 0; i < limit; i += 1) await hitRateLimit('forgot-password', subject.toUpperCase());
      expect((await hitRateLimit('forgot-password', subject)).allowed).toBe(false);
      expect((await hitRateLimit('forgot-password', unique())).allowed).toBe(true);
    });

    it('does not allow a second burst right after a window boundary, and forgets hits a full window later', async () => {
      if (!ready) return;
      const subject = unique();
      const { limit, windowSeconds } = RATE_LIMITS['verify-send'];
      const windowStartMs = nextWindowStart(windowSeconds);
      const lastMinute = windowStartMs + (windowSeconds - 60) * 1000;
      for (let i = 0; i < limit; i += 1) expect((await hitRateLimit('verify-send', subject, lastMinute)).allowed).toBe(true);
      // One second into the next window the previous hits still count (a fixed window would allow `limit` more).
      expect((await hitRateLimit('verify-send', subject, windowStartMs + (windowSeconds + 1) * 1000)).allowed).toBe(false);
      // Two windows on, nothing of that burst is left.
      expect((await hitRateLimit('verify-send', subject, windowStartMs + 2 * windowSeconds * 1000 + 1000)).allowed).toBe(true);
    });

    it('loses no hit under concurrency', async () => {
      if (!ready) return;
      const subject = unique();
      const midWindow = nextWindowStart(RATE_LIMITS.login.windowSeconds) + 7.5 * 60 * 1000;
      const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit('login', subject, midWindow)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(results.filter((r) => r.allowed)).toHaveLength(RATE_LIMITS.login.limit);
    });
  });
}

describe('sweeping old windows (PostgreSQL)', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  beforeAll(() => {
    delete process.env.REDIS_URL;
  });
  afterEach(() => jest.restoreAllMocks());

  const windowsOf = async (subject: string) => {
    const rows = await getDb().select().from(rateLimitHits).where(eq(rateLimitHits.key, `login:${subject}`));
    return rows.length;
  };

  it('sweeps by the clock the hits are counted by, so hits counted at another time are never lost', async () => {
    // Every hit sweeps. Hits counted 30 days ago (a replayed day, a clock behind the database's) must still count.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const subject = unique();
    const then = nextWindowStart(RATE_LIMITS.login.windowSeconds) - 30 * DAY_MS + 60_000;
    const counts: number[] = [];
    for (let i = 0; i < 12; i += 1) counts.push((await hitRateLimit('login', subject, then + i * 1000)).count);
    expect(counts).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await hitRateLimit('login', subject, then + 20_000)).allowed).toBe(false);
  });

  it('deletes windows older than a day before the sweeping hit, and keeps younger ones', async () => {
    const old = unique();
    const young = unique();
    const start = nextWindowStart(RATE_LIMITS.login.windowSeconds);
    await hitRateLimit('login', old, start);
    await hitRateLimit('login', young, start + DAY_MS - 60 * 60 * 1000);
    expect([await windowsOf(old), await windowsOf(young)]).toEqual([1, 1]);
    await sweepRateLimitWindows(start + DAY_MS + 15 * 60 * 1000);
    expect([await windowsOf(old), await windowsOf(young)]).toEqual([0, 1]);
  });
});

const savedRedisUrl = process.env.REDIS_URL;
afterAll(async () => {
  await closeRateLimitStore();
  if (savedRedisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = savedRedisUrl;
});

limiterChecks('in PostgreSQL (no REDIS_URL)', async () => {
  delete process.env.REDIS_URL;
  return true;
});

limiterChecks('in Redis (REDIS_URL set)', async () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  if (!(await redisAvailable(url))) {
    console.warn(`Redis at ${url} not reachable: the Redis rate-limit checks are skipped.`);
    return false;
  }
  process.env.REDIS_URL = url;
  return true;
});
