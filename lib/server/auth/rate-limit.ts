import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { getDb } from '@/lib/server/db/client';
import { rateLimitHits } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';

/**
 * Sliding-window rate limits for the abuse-prone account calls (fixed-window counters, with the previous window's count
 * weighted by how much of it still overlaps the last `windowSeconds`: no double burst across a window boundary). Counted in PostgreSQL by default (shared by every
 * instance, survives restarts) or in Redis when REDIS_URL is set (cheaper under load). Keys never hold a raw
 * password or code: they are "<rule>:<identifier or ip>".
 */
export const RATE_LIMITS = {
  /** Password and OTP-code guesses per identifier. */
  login: { limit: 10, windowSeconds: 15 * 60 },
  /** Login attempts per client address, across identifiers (stops spraying many accounts). */
  'login-ip': { limit: 50, windowSeconds: 15 * 60 },
  /** OTP codes sent to one phone or email. */
  'otp-send': { limit: 5, windowSeconds: 60 * 60 },
  /** Password-reset emails to one address. */
  'forgot-password': { limit: 5, windowSeconds: 60 * 60 },
  /** Verification or confirmation codes/links sent for one account. */
  'verify-send': { limit: 5, windowSeconds: 60 * 60 },
  /** Accounts created from one client address. */
  'signup-ip': { limit: 20, windowSeconds: 60 * 60 },
  /** Register-form availability checks from one client address (typed live, so generous; still stops harvesting). */
  'register-check-ip': { limit: 300, windowSeconds: 15 * 60 },
  /** Sends of any kind from one client address (stops fanning out to many targets). */
  'send-ip': { limit: 30, windowSeconds: 60 * 60 },
  /** Photo uploads (photo cakes; guests too) from one client address: room for a few retries, not for free hosting. */
  'upload-ip': { limit: 30, windowSeconds: 60 * 60 },
  /** Contact-form messages from one client address: plenty for a person with a problem, not for a spammer. */
  'contact-ip': { limit: 5, windowSeconds: 60 * 60 },
  /** Seller applications from one client address. */
  'seller-ip': { limit: 5, windowSeconds: 60 * 60 },
  /**
   * What one customer writes for others to read or for staff to answer (comments and their edits, reviews, tickets,
   * complaints, ticket replies), together: a lively conversation fits, a script flooding a post or the support queue
   * does not.
   */
  'post-user': { limit: 30, windowSeconds: 10 * 60 },
  /** Quiz plays started from one client address (guests play too): a class playing on one school router fits. */
  'quiz-play-ip': { limit: 300, windowSeconds: 60 * 60 },
  /** Quizzes created or saved by one person: an evening of editing fits, a script filling the list does not. */
  'quiz-save-user': { limit: 120, windowSeconds: 60 * 60 },
  /** Connection requests one person sends (each tells someone by mail and SMS): a busy day fits, a spam run does not. */
  'connect-user': { limit: 40, windowSeconds: 60 * 60 },
  /** Vote calls by one voter (a vote per entry per day needs few; a script trying every entry does not get far). */
  'vote-user': { limit: 120, windowSeconds: 10 * 60 },
  /** Vote calls from one client address, across voters (a household or an office shares one; a vote farm too). */
  'vote-ip': { limit: 600, windowSeconds: 10 * 60 },
  /** Banner clicks from one client address: a shopper clicks a few banners, an office a few dozen; not a click script. */
  'banner-click-ip': { limit: 60, windowSeconds: 10 * 60 },
  /**
   * Sampled banner impressions from one client address (each report counts as IMPRESSION_SAMPLE_RATE views): an office
   * browsing all day fits, a script inflating a banner's views does not.
   */
  'banner-store-ip': { limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;

export type RateLimitRule = keyof typeof RATE_LIMITS;

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

function windowStart(windowSeconds: number, now: number): number {
  return Math.floor(now / 1000 / windowSeconds) * windowSeconds;
}

type Counts = { current: number; previous: number };

/** Share of hits that also sweep old windows (instead of a cron). */
const SWEEP_CHANCE = 0.01;
/** Longer than any rule's two windows (the current one and the previous one it still reads). */
const KEEP_WINDOWS_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes windows older than a day before `now`: the same clock the hits were counted by, never the database's.
 * A caller that counts by its own clock (tests replaying a fixed day, a host whose clock differs from the database's)
 * must not see a sweep delete the very windows it is counting in.
 */
export async function sweepRateLimitWindows(now: number): Promise<void> {
  await getDb().delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now - KEEP_WINDOWS_MS)));
}

async function hitDatabase(key: string, windowSeconds: number, now: number): Promise<Counts> {
  const startSeconds = windowStart(windowSeconds, now);
  const start = new Date(startSeconds * 1000);
  const previousStart = new Date((startSeconds - windowSeconds) * 1000);
  const [row] = await getDb()
    .insert(rateLimitHits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
    })
    .returning({ count: rateLimitHits.count });
  // Old windows are useless; sweep them now and then instead of running a cron.
  if (Math.random() < SWEEP_CHANCE) await sweepRateLimitWindows(now);
  const [previous] = await getDb()
    .select({ count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, previousStart)));
  return { current: row?.count ?? 1, previous: previous?.count ?? 0 };
}

const globalForRedis = globalThis as unknown as { __ugRedis?: { url: string; client: Redis } };

async function redisClient(url: string): Promise<Redis> {
  const current = globalForRedis.__ugRedis;
  if (current && current.url === url) return current.client;
  const { default: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  client.on('error', () => {}); // reconnects by itself; a failed command surfaces as an error where it is awaited
  globalForRedis.__ugRedis = { url, client };
  return client;
}

async function hitRedis(url: string, key: string, windowSeconds: number, now: number): Promise<Counts> {
  const client = await redisClient(url);
  const startSeconds = windowStart(windowSeconds, now);
  const redisKey = `ug:rl:${key}:${startSeconds}`;
  const previousKey = `ug:rl:${key}:${startSeconds - windowSeconds}`;
  // Kept two windows long: the next window still reads this one as its "previous".
  const [[, current], , [, previous]] = (await client
    .multi()
    .incr(redisKey)
    .expire(redisKey, windowSeconds * 2 + 5)
    .get(previousKey)
    .exec()) as [[Error | null, number], [Error | null, number], [Error | null, string | null]];
  return { current, previous: Number(previous ?? 0) };
}

/** Hits in the last `windowSeconds`: this window's, plus the previous window's share that still falls inside. */
export function slidingCount({ current, previous }: Counts, windowSeconds: number, now: number): number {
  const elapsed = now / 1000 - windowStart(windowSeconds, now);
  return current + previous * (1 - elapsed / windowSeconds); // not rounded: a part of a hit still counts
}

/** Counts one attempt against `rule` for `subject` and says whether it is still within the limit. */
export async function hitRateLimit(rule: RateLimitRule, subject: string, now = Date.now()): Promise<RateLimitResult> {
  const { limit, windowSeconds } = RATE_LIMITS[rule];
  const key = `${rule}:${subject.toLowerCase()}`;
  const redisUrl = process.env.REDIS_URL;
  const counts = redisUrl ? await hitRedis(redisUrl, key, windowSeconds, now) : await hitDatabase(key, windowSeconds, now);
  const count = slidingCount(counts, windowSeconds, now);
  const retryAfterSeconds = windowStart(windowSeconds, now) + windowSeconds - Math.floor(now / 1000);
  return { allowed: count <= limit, count, retryAfterSeconds };
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/** hitRateLimit, throwing the 429 the client shows when over the limit. */
export async function enforceRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const result = await hitRateLimit(rule, subject);
  if (!result.allowed) {
    throw new ApiError(
      429,
      `Too many attempts. Please wait ${waitText(result.retryAfterSeconds)} and try again.`,
      'rate_limited',
      undefined,
      result.retryAfterSeconds,
    );
  }
}

/** The client's address for per-IP limits: only what the trusted front resolved (lib/server/http/client.ts). */
export { clientAddress } from '@/lib/server/http/client';

/** Closes the Redis connection, if one was opened (tests; a server keeps it for its lifetime). */
export async function closeRateLimitStore(): Promise<void> {
  const current = globalForRedis.__ugRedis;
  globalForRedis.__ugRedis = undefined;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}
