import 'server-only';
import { lt, lte, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { getDb } from '@/lib/server/db/client';
import { rateLimitHits, rateLimitPaces } from '@/lib/server/db/schema';
import { FOLLOW_THROTTLE_MS } from '@/lib/domain/throttle';
import { ApiError } from '@/lib/server/http/errors';

/**
 * Sliding-window rate limits for the abuse-prone account calls (fixed-window counters, with the previous window's count
 * weighted by how much of it still overlaps the last `windowSeconds`: no double burst across a window boundary). Counted in PostgreSQL by default (shared by every
 * instance, survives restarts) or in Redis when REDIS_URL is set (cheaper under load). Keys never hold a raw
 * password or code: they are "<rule>:<identifier or ip>".
 */
export const RATE_LIMITS = {
  // ── Per person: what one account (or one guest's cart token, or one typed email or phone) may do. These are the
  // tight limits: one person controls what they count.
  /** Password and OTP-code guesses per identifier. */
  login: { limit: 10, windowSeconds: 15 * 60 },
  /** OTP codes sent to one phone or email (stops texting or mailing one person over and over). */
  'otp-send': { limit: 5, windowSeconds: 60 * 60 },
  /** Password-reset emails to one address. */
  'forgot-password': { limit: 5, windowSeconds: 60 * 60 },
  /** Verification or confirmation codes/links sent for one account (or, logged out, to one typed email). */
  'verify-send': { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Sign-up attempts naming one email or one phone (each counted). A taken email is a 409 from the first try; a
   * person fixing a refused field needs two or three tries, a script replaying one sign-up is stopped at the sixth.
   */
  'signup-identifier': { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Sign-up attempts from one browser (the device cookie, ug_vid): a household signing up two or three people on one
   * phone, with a retry each, fits; a script making accounts from one device gets 10 tries, not 200.
   */
  'signup-device': { limit: 10, windowSeconds: 60 * 60 },
  /**
   * Calls for codes and links before signing in, from one browser (login codes and the code step, password resets,
   * confirmation links): a few logins by code and a reset in an hour fit; fanning codes out to many numbers does not.
   */
  'codes-device': { limit: 30, windowSeconds: 60 * 60 },
  /**
   * What one customer writes for others to read or for staff to answer (comments and their edits, reviews, tickets,
   * complaints, ticket replies, contest entries, registrations, vacancies), together: a lively conversation fits, a
   * script flooding a post or the support queue does not.
   */
  'post-user': { limit: 30, windowSeconds: 10 * 60 },
  /** Reports one person files: a few a day is a careful reader; 70 in two seconds was a script filling the queue. */
  'report-user': { limit: 10, windowSeconds: 60 * 60 },
  /** Reactions one person sets or takes back: reading a long thread fits, a click script does not. */
  'react-user': { limit: 120, windowSeconds: 10 * 60 },
  /** Follows and unfollows one person makes in an hour (each is also paced: 'follow-pace'). */
  'follow-user': { limit: 120, windowSeconds: 60 * 60 },
  /** Connection requests one person sends (each tells someone by mail and SMS): a busy day fits, a spam run does not. */
  'connect-user': { limit: 40, windowSeconds: 60 * 60 },
  /** Answers to connection requests (accept, decline, hide, cancel, remove) by one person. */
  'people-user': { limit: 120, windowSeconds: 10 * 60 },
  /** Vote calls by one voter (a vote per entry per day needs few; a script trying every entry does not get far). */
  'vote-user': { limit: 120, windowSeconds: 10 * 60 },
  /** Game moves (spins, digs) and quiz steps (start, answer, submit) by one person: a quiz is a dozen calls. */
  'play-user': { limit: 300, windowSeconds: 10 * 60 },
  /** Quizzes created or saved by one person: an evening of editing fits, a script filling the list does not. */
  'quiz-save-user': { limit: 120, windowSeconds: 60 * 60 },
  /** Cart changes by one customer or guest cart (add, quantity, coupon, voucher, note…): a long shop fits. */
  'cart-user': { limit: 300, windowSeconds: 10 * 60 },
  /** Availability checks by one signed-in person (a quiz's slug, checked as its title is typed). */
  'lookup-user': { limit: 600, windowSeconds: 10 * 60 },
  /** Orders, payments, cancellations and donations started by one person: retries fit, a loop does not. */
  'order-user': { limit: 30, windowSeconds: 10 * 60 },
  /** Profile, address, wishlist and account changes by one person. */
  'profile-user': { limit: 120, windowSeconds: 10 * 60 },
  /** Files one person uploads (avatars, photo cakes, entries, CVs): room for retries, not for free hosting. */
  'upload-user': { limit: 30, windowSeconds: 60 * 60 },
  /** Contact-form messages from one signed-in person (guests: the honeypot and the per-address guard). */
  'contact-user': { limit: 5, windowSeconds: 60 * 60 },
  /** Seller applications from one signed-in person. */
  'seller-user': { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Searches remembered for one visitor (ug_vid) in ten minutes: each is a row of search history. A shopper trying
   * word after word fits; past it the search still answers, it is only not remembered.
   */
  'search-visitor': { limit: 120, windowSeconds: 10 * 60 },
  /** Banner clicks and sampled impressions reported by one signed-in person or guest cart. */
  'banner-user': { limit: 120, windowSeconds: 10 * 60 },
  /** What one person does to their own businesses, vacancies, contests and applicants (the dashboard API). */
  'owner-user': { limit: 300, windowSeconds: 10 * 60 },
  /** Newsletter sign-ups by one signed-in person. */
  'newsletter-user': { limit: 5, windowSeconds: 60 * 60 },
  /**
   * Back-office actions by one staff member (confirm, move, assign, refund, a rider's steps): a busy Tihar shift moves
   * a few hundred orders an hour, so this is far above honest use and still stops a runaway script or a stolen tablet.
   */
  'staff-user': { limit: 600, windowSeconds: 10 * 60 },
  /** Second-factor codes tried by one account (set-up and sign-in): a 6-digit code cannot be guessed in 10 tries. */
  'second-factor-user': { limit: 10, windowSeconds: 15 * 60 },

  // ── Per client address: coarse flood guards. Most phones in Nepal share a few public addresses (carrier NAT), so
  // these must hold a whole carrier's worth of honest shoppers; they stop floods, not people. The tight limits are
  // the per-person ones above (account, typed email or phone, device cookie).
  /** Any write from one address: about 5 a second sustained for 10 minutes. */
  'write-ip': { limit: 3000, windowSeconds: 10 * 60 },
  /** Login attempts per client address, across identifiers (stops spraying many accounts). */
  'login-ip': { limit: 300, windowSeconds: 15 * 60 },
  /**
   * Sign-up attempts from one client address. A festival's peak through one carrier address can bring hundreds of
   * new shoppers in an hour (200 in a burst is tested); 1,000 an hour still caps a flood from one machine that
   * throws its device cookie away at one sign-up (one argon2 hash) every 3.6 s.
   */
  'signup-ip': { limit: 1000, windowSeconds: 60 * 60 },
  /** Register-form availability checks from one client address (typed live, so generous; still stops harvesting). */
  'register-check-ip': { limit: 1000, windowSeconds: 15 * 60 },
  /**
   * Mail and SMS sends of any kind from one client address (stops one machine fanning out to many targets). Logging
   * in by SMS code is how many Nepali shoppers log in, so a carrier address at a festival's peak asks for hundreds of
   * codes an hour (500 from one address are tested); each target is still capped at 5 an hour ('otp-send').
   */
  'send-ip': { limit: 1000, windowSeconds: 60 * 60 },
  /** Uploads from one client address (guests upload photo-cake pictures too). */
  'upload-ip': { limit: 300, windowSeconds: 60 * 60 },
  /** Contact-form messages from one client address. */
  'contact-ip': { limit: 60, windowSeconds: 60 * 60 },
  /** Seller applications from one client address. */
  'seller-ip': { limit: 30, windowSeconds: 60 * 60 },
  /** Quiz plays started from one client address (guests play too): a class playing on one school router fits. */
  'quiz-play-ip': { limit: 600, windowSeconds: 60 * 60 },
  /** Vote calls from one client address, across voters (a household or an office shares one; a vote farm too). */
  'vote-ip': { limit: 600, windowSeconds: 10 * 60 },
  /**
   * Banner clicks from one client address. Tighter than the rest on purpose: past it a click is simply not counted
   * (the shopper still lands where the banner leads), so a carrier sharing an address loses a statistic, not a sale.
   */
  'banner-click-ip': { limit: 60, windowSeconds: 10 * 60 },
  /**
   * Searches remembered from one client address, whatever visitor ids it sends (a script without cookies is a new
   * visitor on every request): a carrier's worth of shoppers fits. Past it a search is only not remembered.
   */
  'search-ip': { limit: 3000, windowSeconds: 10 * 60 },
  /**
   * Sampled banner impressions from one client address (each report counts as IMPRESSION_SAMPLE_RATE views): an office
   * browsing all day fits, a script inflating a banner's views does not. Past it a view is not counted, nothing else.
   */
  'banner-store-ip': { limit: 120, windowSeconds: 10 * 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;

export type RateLimitRule = keyof typeof RATE_LIMITS;

/**
 * Actions one person may take at most once per interval, exactly. SPEC §9: follow actions one per 1000 ms, which the
 * client's own gate (lib/domain/throttle.ts) keeps by the clock of its taps; two taps sent 1000 ms apart can arrive
 * closer than that (the network's jitter), so the server's pace is 100 ms shorter: an honest client is never refused,
 * and a script still gets at most one follow action in any 900 ms.
 */
export const PACES = {
  'follow-pace': { everyMs: FOLLOW_THROTTLE_MS - 100 },
} as const satisfies Record<string, { everyMs: number }>;

export type PaceRule = keyof typeof PACES;

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
  await getDb().delete(rateLimitPaces).where(lt(rateLimitPaces.lastAt, new Date(now - KEEP_WINDOWS_MS)));
}

async function hitDatabase(key: string, windowSeconds: number, now: number): Promise<Counts> {
  const startSeconds = windowStart(windowSeconds, now);
  const start = new Date(startSeconds * 1000);
  const previousStart = new Date((startSeconds - windowSeconds) * 1000);
  // One round trip: count this hit and read the previous window's count in the same statement (every write route
  // pays for one or two of these, so a second query each would double the limiter's share of the pool).
  const { rows } = await getDb().execute<{ current: number; previous: number }>(sql`
    with hit as (
      insert into rate_limit_hits (key, window_start, count) values (${key}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limit_hits.count + 1
      returning count
    )
    select (select count from hit)::int as current,
           coalesce((select count from rate_limit_hits where key = ${key} and window_start = ${previousStart.toISOString()}), 0)::int as previous`);
  const row = rows[0];
  // Old windows are useless; sweep them now and then instead of running a cron.
  if (Math.random() < SWEEP_CHANCE) await sweepRateLimitWindows(now);
  return { current: row?.current ?? 1, previous: row?.previous ?? 0 };
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

const PACE_SCRIPT = `
local last = redis.call('GET', KEYS[1])
if last and tonumber(ARGV[1]) - tonumber(last) < tonumber(ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', math.max(tonumber(ARGV[2]) * 2, 60000))
return 1`;

/**
 * Takes one paced action for `subject` if at least the rule's interval has passed since its last one; true when taken.
 * Atomic: of two calls at once, one takes the slot (the database's conditional upsert, or one Redis script).
 */
export async function takePace(rule: PaceRule, subject: string, now = Date.now()): Promise<boolean> {
  const { everyMs } = PACES[rule];
  const key = `${rule}:${subject.toLowerCase()}`;
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const client = await redisClient(redisUrl);
    // By the caller's clock, like the database path: take the slot when the last one is at least everyMs old.
    const taken = await client.eval(PACE_SCRIPT, 1, `ug:pace:${key}`, String(now), String(everyMs));
    return taken === 1;
  }
  const at = new Date(now);
  const taken = await getDb()
    .insert(rateLimitPaces)
    .values({ key, lastAt: at })
    .onConflictDoUpdate({ target: rateLimitPaces.key, set: { lastAt: at }, setWhere: lte(rateLimitPaces.lastAt, new Date(now - everyMs)) })
    .returning({ key: rateLimitPaces.key });
  return taken.length > 0;
}

/** takePace, throwing a 429 when the last action was too recent. */
export async function enforcePace(rule: PaceRule, subject: string): Promise<void> {
  if (await takePace(rule, subject)) return;
  throw new ApiError(429, 'One moment, please: you just did that. Try again in a second.', 'rate_limited', undefined, 1);
}

/** The client's address for per-IP limits: only what the trusted front resolved (lib/server/http/client.ts). */
export { clientAddress } from '@/lib/server/http/client';

/** Closes the Redis connection, if one was opened (tests; a server keeps it for its lifetime). */
export async function closeRateLimitStore(): Promise<void> {
  const current = globalForRedis.__ugRedis;
  globalForRedis.__ugRedis = undefined;
  if (current) await current.client.quit().catch(() => current.client.disconnect());
}
