import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { POST as follow } from '@/app/api/V2/followers/add/route';
import { POST as unfollow } from '@/app/api/V2/followers/delete/route';
import { POST as report } from '@/app/api/V2/report/route';
import { PACES, RATE_LIMITS, takePace } from '@/lib/server/auth/rate-limit';
import { comments } from '@/lib/server/db/schema';
import { declaredLimits } from '@/lib/server/http/write';
import { scanRoutes } from '@/lib/server/front/route-table';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';

// Every write route names its limits where it is declared (lib/server/http/write.ts): one per person, one per client
// address. The routes are found from the route table, as the endpoint fuzzer finds them, so a new write route without
// limits fails here. Then the limits the issue found missing are shown working: reports, and SPEC §9's one follow per
// second, on the server.

const { db } = useTestDatabase();

const repoRoot = path.resolve(__dirname, '../../..');
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Route files whose write methods are not the shop's writes, and why. */
const NOT_SHOP_WRITES: Record<string, string> = {
  '/api/[...path]': 'every method answers 404 for an unknown endpoint; nothing is written',
};
/** SPEC §7's look-ups sent as POST: reads, declared with `lookup` instead of `write`. */
const LOOKUPS =
  /^POST app\/api\/(V2\/(currency-conversion|check-delivery-location-eligibility|delivery-charge|first-delivery-date|delivery-methods-time-slot|checkout-quote)|dashboard\/v1\/admin\/catalogue\/products\/\[id\]\/price-preview)\/route\.ts$/;
const isSimulator = (file: string) => file.startsWith('app/(simulator)/'); // eSewa's and Khalti's stand-ins, 404 in production

describe('every write route declares its limits', () => {
  const routes = scanRoutes(repoRoot).filter((route) => !isSimulator(route.file) && !(route.pattern in NOT_SHOP_WRITES));
  const writes = routes.flatMap((route) =>
    route.methods.filter((m): m is (typeof WRITE_METHODS)[number] => (WRITE_METHODS as readonly string[]).includes(m)).map((method) => ({ route, method })),
  );

  it('finds the write routes (a broken scan must not pass by finding none)', () => {
    expect(writes.length).toBeGreaterThan(90);
  });

  it.each(writes.map(({ route, method }) => [`${method} ${route.pattern}`, route.file, method] as const))(
    '%s names a per-person and a per-address limit',
    (_label, file, method) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const routeModule = require(path.join(repoRoot, file)) as Record<string, unknown>;
      const limits = declaredLimits(routeModule[method]);
      expect(limits).not.toBeNull();
      if (limits === 'lookup') {
        // Only SPEC's look-ups sent as POST may say they write nothing: a new one is a deliberate change here.
        expect(`${method} ${file}`).toMatch(LOOKUPS);
        return;
      }
      expect(Object.keys(RATE_LIMITS)).toContain(limits!.client);
      if (limits!.device !== undefined) expect(Object.keys(RATE_LIMITS)).toContain(limits!.device);
      const { account } = limits!;
      if (typeof account === 'object' && !Array.isArray(account)) {
        if ('identifier' in account) expect(Object.keys(RATE_LIMITS)).toContain(account.identifier);
        else expect(account.none.length).toBeGreaterThan(20); // a reason, not a shrug
      } else {
        for (const rule of Array.isArray(account) ? account : [account]) expect([...Object.keys(RATE_LIMITS), ...Object.keys(PACES)]).toContain(rule);
      }
    },
  );
});

describe('limits one person controls, not one address', () => {
  const as = (token: string, ip: string) => ({ authorization: `Bearer ${token}`, 'x-forwarded-for': ip });

  it(`stops a fresh account after ${RATE_LIMITS['report-user'].limit} reports an hour, while a neighbour on the same address still reports`, async () => {
    const targets = await db().select({ id: comments.id }).from(comments).where(eq(comments.status, 'approved')).orderBy(asc(comments.id)).limit(RATE_LIMITS['report-user'].limit + 2);
    expect(targets.length).toBe(RATE_LIMITS['report-user'].limit + 2);
    const carrier = '27.34.0.1'; // one carrier-NAT address for both people
    const script = await newSignedInUser('reporter', 'Report Script');
    const neighbour = await newSignedInUser('neighbour', 'Honest Neighbour');
    const send = (token: string, targetId: number) =>
      callRoute(report, { url: '/api/V2/report', method: 'POST', headers: as(token, carrier), body: { targetType: 'comment', targetId, reason: 'spam' } });

    const statuses: number[] = [];
    for (const target of targets.slice(0, -1)) statuses.push((await send(script.token, target.id)).status);
    expect(statuses.slice(0, RATE_LIMITS['report-user'].limit).every((s) => s === 201)).toBe(true);
    const refused = await send(script.token, targets.at(-1)!.id);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(neighbour.token, targets[0]!.id)).status).toBe(201);
  });

  it('holds SPEC §9’s one follow action per second on the server', async () => {
    const fan = await newSignedInUser('fan', 'Quick Fan');
    const star = await newSignedInUser('star', 'Followed Star');
    const headers = as(fan.token, '27.34.0.2');
    const body = { type: 'user', id: star.id };
    // The server's clock, held still: the second action comes "at once" however slow this machine is (a loaded CI
    // machine once took over a second between the two calls, and the pace rightly let it through).
    const at = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(at);
    try {
      const first = await callRoute(follow, { url: '/api/V2/followers/add', method: 'POST', headers, body });
      expect(first.status).toBe(200);
      const tooSoon = await callRoute(unfollow, { url: '/api/V2/followers/delete', method: 'POST', headers, body });
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.headers.get('retry-after')).toBe('1');
      // A second later, as the client's own gate would send it, the unfollow goes through.
      clock.mockReturnValue(at + 1000);
      expect((await callRoute(unfollow, { url: '/api/V2/followers/delete', method: 'POST', headers, body })).status).toBe(200);
    } finally {
      clock.mockRestore();
    }
  });

  it('paces exactly: the next action is taken once the interval has passed, and of two at once only one', async () => {
    const subject = `pace-${Date.now()}`;
    const start = Date.now();
    const { everyMs } = PACES['follow-pace'];
    expect(everyMs).toBeGreaterThanOrEqual(900); // SPEC §9's second, less the network's jitter between two taps
    expect(await takePace('follow-pace', subject, start)).toBe(true);
    expect(await takePace('follow-pace', subject, start + everyMs - 1)).toBe(false);
    expect(await takePace('follow-pace', subject, start + everyMs)).toBe(true);
    const together = await Promise.all(Array.from({ length: 10 }, () => takePace('follow-pace', subject, start + 3 * everyMs)));
    expect(together.filter(Boolean)).toHaveLength(1);
  });
});
