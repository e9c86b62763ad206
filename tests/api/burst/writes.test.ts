import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, games, users } from '@/lib/server/db/schema';
import { STAFF_PERMISSION } from '@/lib/server/http/staff-route';
import { declaredLimits } from '@/lib/server/http/write';
import { useTestDatabase } from '../support/database';
import { passSecondFactor } from '../support/users';
import { ErrorLog, problemWith, send, type Outcome } from '../fuzz/client';
import { loadRoutes, type FuzzRoute } from '../fuzz/discover';
import { fuzzCustomer, harvest, plausibleParams, type Known } from '../fuzz/harvest';
import { freshen, plausibleValue } from '../fuzz/schema-fields';

// The burst test (issue 23 §2). The fuzzer sends one request at a time and never saw the treasure dig freeze the
// whole shop: 36 digs at once held every pool connection in a transaction waiting for a second one. Here every write
// route, found by itself from the route table as the fuzzer finds them, gets 30 identical requests at once from one
// customer, on a pool of only 2 connections (so a transaction that waits on the pool deadlocks here, in CI, not in a
// festival week), while a shopper reads the contests. Every request must be answered within the budget (no hang),
// none with a 5xx, and the read must answer during and after each burst. What each burst is allowed to do, route by
// route (one dig, one vote, one follow…), is asserted in burst-effects.test.ts and the race tests.

const POOL_SIZE = '2';
const previousPoolSize = process.env.DATABASE_POOL_SIZE;
process.env.DATABASE_POOL_SIZE = POOL_SIZE; // before the first getDb() of this file (useTestDatabase's beforeAll)

useTestDatabase();

const AT_ONCE = 30;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
jest.setTimeout(600_000);

const routes = loadRoutes();
const contestsRead = routes.find((route) => route.pattern === '/api/V2/contests');
/** The shop's own write routes: the payment simulators stand in for eSewa and Khalti (404 in production). */
const writes = routes
  .filter((route) => route.isApi && route.pattern !== '/api/[...path]')
  .flatMap((route) => route.methods.filter((method) => WRITE_METHODS.has(method)).map((method) => ({ route, method })));

const errorLog = new ErrorLog();
let known: Known = {};
let userId = 0;
/**
 * The shop's owner, past the second factor: to anyone else a back-office route is a path that does not exist, so a
 * customer's burst would stop at its door and never reach its transaction. Its bursts are the owner's.
 */
let ownerId = 0;
const isBackOffice = (route: FuzzRoute, method: string) => STAFF_PERMISSION in (route.handlers[method as 'POST'] ?? {});
const routeParams = new Map<FuzzRoute, Record<string, string | string[]>>();
const report = { requests: 0, slowestMs: 0, slowest: '', statuses: new Map<number, number>() };

/** Per route, values that reach past the first refusal to the write itself (a running game's cell, an open entry). */
const reaching = new Map<string, Known>();

function body(route: FuzzRoute): string {
  const base: Record<string, unknown> = {};
  const values = { ...known, ...reaching.get(route.pattern) };
  for (const schema of route.schemas) {
    const value = plausibleValue(schema, values);
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(base, value);
  }
  return JSON.stringify(freshen(base, { next: Date.now() }));
}

/** One request, timed; a request not answered within the fuzzer's 15 s budget comes back as a 599. */
async function timed(route: FuzzRoute, method: string, token: string, text: string): Promise<Outcome & { ms: number }> {
  const started = performance.now();
  const outcome = await send(route, { method, body: text, params: routeParams.get(route) ?? {}, auth: { kind: 'bearer', token } }).catch(
    (error: unknown): Outcome => ({ status: 599, contentType: '', text: String(error), allow: null, via: 'handler' }),
  );
  return { ...outcome, ms: performance.now() - started };
}

/**
 * The routes whose bursts matter most get what a real player sends: a verified phone (votes and entries need one), the
 * running treasure dig and one of its cells, the running roulette, an entry open for votes. The treasure dig's burst is
 * the one that froze the shop.
 */
async function reachTheWrites(): Promise<void> {
  await getDb().update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  const running = and(eq(games.isActive, true), lte(games.startsAt, new Date()), or(isNull(games.endsAt), gt(games.endsAt, new Date())));
  const [treasure] = await getDb().select().from(games).where(and(running, eq(games.kind, 'treasure'))).limit(1);
  const [roulette] = await getDb().select().from(games).where(and(running, eq(games.kind, 'roulette'))).limit(1);
  const [entry] = await getDb()
    .select({ id: contestEntries.id })
    .from(contestEntries)
    .innerJoin(contests, eq(contests.id, contestEntries.contestId))
    .where(and(eq(contestEntries.status, 'approved'), lte(contests.votingOpensAt, new Date()), gt(contests.votingClosesAt, new Date())))
    .limit(1);
  expect([treasure?.productIds.length, roulette?.slug, entry?.id].every(Boolean)).toBe(true); // the demo has each
  reaching.set('/api/V2/treasure/dig', { treasureId: [treasure!.id], productId: [treasure!.productIds[0]!] });
  reaching.set('/api/V2/contest/vote', { entryId: [entry!.id] });
  const spin = writes.find(({ route }) => route.pattern === '/api/V2/roulette/[slug]/spin');
  if (spin) routeParams.set(spin.route, { slug: roulette!.slug });
}

async function readContests(): Promise<number> {
  const outcome = await send(contestsRead!, { method: 'GET', auth: { kind: 'guest' } }).catch(() => null);
  return outcome?.status ?? 599;
}

beforeAll(async () => {
  errorLog.start();
  const customer = await fuzzCustomer();
  userId = customer.userId;
  const token = await customer.newToken();
  const harvested = await harvest(routes, { kind: 'bearer', token });
  known = { ...harvested.known, ...customer.own };
  for (const { route } of writes) routeParams.set(route, await plausibleParams(route, known, harvested.bySource, { kind: 'bearer', token }));
  await reachTheWrites();
  ownerId = (await fuzzCustomer()).userId;
  await getDb().update(users).set({ role: 'owner' }).where(eq(users.id, ownerId));
  errorLog.take();
});

afterAll(() => {
  errorLog.stop();
  if (previousPoolSize === undefined) delete process.env.DATABASE_POOL_SIZE;
  else process.env.DATABASE_POOL_SIZE = previousPoolSize;
  const statuses = [...report.statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(
    `Burst test: ${writes.length} write routes × ${AT_ONCE} at once on a pool of ${POOL_SIZE}: ${report.requests} requests; ` +
      `slowest answer ${Math.round(report.slowestMs)} ms (${report.slowest}). Answers: ${statuses}`,
  );
});

describe('every write route under a burst of 30 identical requests from one customer', () => {
  it('finds the write routes by itself, every one of them declared through write() or lookup()', () => {
    expect(writes.length).toBeGreaterThan(90);
    expect(contestsRead).toBeDefined();
    for (const { route, method } of writes) expect([route.pattern, method, declaredLimits(route.handlers[method as 'POST'])]).not.toEqual([route.pattern, method, null]);
  });

  it.each(writes.map(({ route, method }) => [`${method} ${route.pattern}`, route, method] as const))(
    '%s: all answered, no 5xx, and the shop still reads during and after',
    async (_label, route, method) => {
      // Each route meets the burst with its limits fresh and a session of its own (logout or a password change ends one).
      await getDb().execute(sql`DELETE FROM rate_limit_hits`);
      await getDb().execute(sql`DELETE FROM rate_limit_paces`);
      const staff = isBackOffice(route, method);
      const { token } = await createSession(staff ? ownerId : userId, 'password');
      if (staff) await passSecondFactor(ownerId);
      const text = body(route);

      const burst = Promise.all(Array.from({ length: AT_ONCE }, () => timed(route, method, token, text)));
      const during = readContests();
      const [answers, readDuring] = await Promise.all([burst, during]);
      const readAfter = await readContests();
      const cause = errorLog.take();

      if (process.env.BURST_DEBUG) console.log(`${method} ${route.pattern}`, [...new Set(answers.map((a) => `${a.status} ${a.text.slice(0, 90)}`))].join(' | '));
      report.requests += answers.length;
      for (const answer of answers) {
        report.statuses.set(answer.status, (report.statuses.get(answer.status) ?? 0) + 1);
        if (answer.ms > report.slowestMs) {
          report.slowestMs = answer.ms;
          report.slowest = `${method} ${route.pattern}`;
        }
      }
      const problems = answers.map((answer) => problemWith(route, answer)).filter((p): p is string => p !== null);
      expect({ problems, cause: problems.length ? cause : null }).toEqual({ problems: [], cause: null });
      expect([readDuring, readAfter]).toEqual([200, 200]);
    },
  );
});
