import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { inArray } from 'drizzle-orm';
import { POST as signupRoute } from '@/app/api/V2/user-signup/route';
import { RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newPerson, useTempOutbox } from './support';

// Issue 29: a shopper was refused sign-up with "Please wait 36 minutes" because other people on the same address had
// signed up. Most phones in Nepal on mobile data share a few public addresses (carrier-grade NAT), so the tight
// sign-up limits are on what one person controls — the browser's device cookie and the email or phone typed — and
// the per-address limit is a flood guard sized for a carrier.

useTempOutbox();
const { db } = useTestDatabase();
// The bursts take about 10 s alone on this 2-core machine; beside the rest of the API suite, several times that.
jest.setTimeout(180_000);

/** One public address of a mobile carrier, shared by everyone in this file (each test its own, so none leaks). */
const carrier = (n: number) => ({ 'x-forwarded-for': `27.34.${n}.1` });
const newDevice = () => randomBytes(16).toString('hex');
/** A Nepali mobile number (Ncell's 962) made from a series and an index: unique in this file's database. */
const phone = (series: number, index: number) => `962${series}${String(index).padStart(6, '0')}`;

function signup(body: unknown, address: Record<string, string>, device?: string) {
  const headers = { ...address, ...(device ? { cookie: `ug_vid=${device}` } : {}) };
  return callRoute(signupRoute, { url: '/api/V2/user-signup', method: 'POST', body, headers });
}

async function accountsFor(emails: string[]): Promise<number> {
  return (await db().select({ id: users.id }).from(users).where(inArray(users.email, emails))).length;
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

test('200 different people signing up from one carrier address all get their accounts', async () => {
  const address = carrier(1);
  const people = Array.from({ length: 200 }, (_, i) => ({ person: newPerson({ phone: phone(1, i) }), device: newDevice() }));

  const started = performance.now();
  // Eight at a time: argon2 hashes every password (about 30 ms of one core each), and this machine has two cores.
  const statuses = await concurrently(people, 8, async ({ person, device }) => (await signup(person, address, device)).status);
  const seconds = (performance.now() - started) / 1000;
  console.info(`[carrier sign-ups] 200 people on one address: ${JSON.stringify(tally(statuses))} in ${seconds.toFixed(1)} s (8 at a time)`);

  expect(tally(statuses)).toEqual({ 201: 200 });
  expect(await accountsFor(people.map((p) => p.person.email))).toBe(200);
});

test('a script making accounts from one device is stopped after a few, and a neighbour on its address still signs up', async () => {
  const address = carrier(2);
  const device = newDevice();
  const attempts = Array.from({ length: 200 }, (_, i) => newPerson({ phone: phone(2, i) }));
  const { limit } = RATE_LIMITS['signup-device'];

  const statuses: number[] = [];
  for (const person of attempts) statuses.push((await signup(person, address, device)).status);

  expect(statuses.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 201));
  expect(tally(statuses.slice(limit))).toEqual({ 429: 200 - limit });
  expect(await accountsFor(attempts.map((p) => p.email))).toBe(limit);

  const refused = await signup(newPerson({ phone: phone(2, 900) }), address, device);
  expect(refused.body.error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/^Too many attempts\. Please wait/) });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

  const neighbour = await signup(newPerson({ phone: phone(2, 901) }), address, newDevice());
  expect(neighbour.status).toBe(201);
});

test('one person sending the same sign-up 200 times (throwing the device cookie away) is stopped at the sixth try', async () => {
  const address = carrier(3);
  const person = newPerson({ phone: phone(3, 0) });
  const { limit } = RATE_LIMITS['signup-identifier'];

  const statuses: number[] = [];
  for (let i = 0; i < 200; i += 1) statuses.push((await signup(person, address, i % 2 === 0 ? undefined : newDevice())).status);

  // The first makes the account; the same details again are a 409 (already registered) until the limit, then 429.
  expect(statuses.slice(0, limit)).toEqual([201, ...Array.from({ length: limit - 1 }, () => 409)]);
  expect(tally(statuses.slice(limit))).toEqual({ 429: 200 - limit });
  // The same phone under another email is the same person too.
  expect((await signup(newPerson({ phone: person.phone }), address, newDevice())).status).toBe(429);

  // None of those refusals used up the address: the next shopper on it signs up.
  expect((await signup(newPerson({ phone: phone(3, 1) }), address, newDevice())).status).toBe(201);
});

test('the first answer gives a browser without one its device cookie (httpOnly, a year), and later tries count on it', async () => {
  const address = carrier(4);
  const first = await signup(newPerson({ phone: phone(4, 0) }), address);
  expect(first.status).toBe(201);
  const setCookie = first.headers.get('set-cookie') ?? '';
  const device = /ug_vid=([0-9a-f]{32});/.exec(setCookie)?.[1];
  expect(device).toBeDefined();
  expect(setCookie).toMatch(/ug_vid=[0-9a-f]{32}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax/);

  const { limit } = RATE_LIMITS['signup-device'];
  const statuses: number[] = [];
  for (let i = 1; i <= limit + 1; i += 1) statuses.push((await signup(newPerson({ phone: phone(4, i) }), address, device)).status);
  expect(statuses).toEqual([...Array.from({ length: limit }, () => 201), 429]);
  // A browser that already has one keeps it.
  expect((await signup(newPerson({ phone: phone(4, 50) }), address, device)).headers.get('set-cookie') ?? '').not.toContain('ug_vid=');
});
