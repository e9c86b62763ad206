import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { POST as forgot } from '@/app/api/V2/forgot-password/route';
import { POST as otp } from '@/app/api/V2/login/otp/route';
import { POST as verifyPhone } from '@/app/api/V2/verify-phone/route';
import { RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from './support';

// Issue 29: codes and links (login by SMS code, password resets, verifying a phone) are asked for by shoppers behind a
// carrier's shared address (NAT) just as sign-ups are. The per-address guard must hold a festival's crowd; the tight
// limits are per person: the number or email the code goes to, the account, and the browser's device cookie.

const outbox = useTempOutbox();
useTestDatabase();
// The bursts take about 10 s alone on this 2-core machine; beside the rest of the API suite, several times that.
jest.setTimeout(180_000);

const carrier = (n: number) => ({ 'x-forwarded-for': `27.34.${100 + n}.1` });
const newDevice = () => randomBytes(16).toString('hex');
const tag = Date.now().toString(36);
/** A Nepali mobile number (NTC's 986) from a series and an index. */
const phone = (series: number, index: number) => `986${series}${String(index).padStart(6, '0')}`;

type Headers = Record<string, string>;
const withDevice = (address: Headers, device: string | null): Headers => ({ ...address, ...(device ? { cookie: `ug_vid=${device}` } : {}) });
const askCode = (identifier: string, headers: Headers) => callRoute(otp, { url: '/api/V2/login/otp', method: 'POST', body: { identifier }, headers });

/** Who the outbox has written to (read once: the outbox is one file per message). */
function recipients(): string[] {
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as { to: string }).to);
}

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

test('500 shoppers behind one carrier address get their login codes, reset links and phone codes', async () => {
  const address = carrier(1);
  const rows = await getDb()
    .insert(users)
    .values(Array.from({ length: 500 }, (_, i) => ({ name: 'Gita Tamang', username: `gita_${tag}_${i}`, email: `gita.${tag}.${i}@example.com`, phone: phone(1, i) })))
    .returning();
  // 300 log in by SMS code, 100 reset a password, 100 signed-in customers verify their phone: every one a send.
  const asks = rows.map((user, i) => ({ user, kind: i < 300 ? 'otp' : i < 400 ? 'reset' : 'verify' }) as const);

  const started = performance.now();
  const statuses = await concurrently(asks, 8, async ({ user, kind }) => {
    const headers = withDevice(address, newDevice());
    if (kind === 'otp') return (await askCode(user.phone as string, headers)).status;
    if (kind === 'reset') return (await callRoute(forgot, { url: '/api/V2/forgot-password', method: 'POST', body: { email: user.email }, headers })).status;
    const { token } = await createSession(user.id, 'password', 'jest');
    return (await callRoute(verifyPhone, { url: '/api/V2/verify-phone', method: 'POST', body: {}, headers: { ...headers, authorization: `Bearer ${token}` } })).status;
  });
  const seconds = (performance.now() - started) / 1000;
  console.info(`[carrier codes] 500 shoppers on one address: ${JSON.stringify(tally(statuses))} in ${seconds.toFixed(1)} s (8 at a time)`);

  expect(tally(statuses)).toEqual({ 200: 500 });
  const sentTo = new Set(recipients());
  const missing = asks.filter(({ user, kind }) => !sentTo.has(kind === 'reset' ? (user.email as string) : (user.phone as string)));
  expect(missing).toEqual([]);
});

test('one device asking codes for 200 numbers is stopped early, and a neighbour on its address still gets a code', async () => {
  const address = carrier(2);
  const device = newDevice();
  const { limit } = RATE_LIMITS['codes-device'];

  const statuses: number[] = [];
  for (let i = 0; i < 200; i += 1) statuses.push((await askCode(phone(2, i), withDevice(address, device))).status);
  expect(statuses.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 200));
  expect(tally(statuses.slice(limit))).toEqual({ 429: 200 - limit });
  // The same device asking for a reset link instead is the same person.
  const reset = await callRoute(forgot, { url: '/api/V2/forgot-password', method: 'POST', body: { email: `x.${tag}@example.com` }, headers: withDevice(address, device) });
  expect(reset.status).toBe(429);

  const [neighbour] = await getDb().insert(users).values({ name: 'Maya Rai', username: `maya_${tag}`, phone: phone(2, 900) }).returning();
  expect((await askCode(neighbour!.phone as string, withDevice(address, newDevice()))).status).toBe(200);
  expect(recipients()).toContain(neighbour!.phone);
});

test('a number asked for 200 times from throwaway devices gets 5 texts, and the refusals leave the address its allowance', async () => {
  const address = carrier(3);
  const [victim] = await getDb().insert(users).values({ name: 'Hari Thapa', username: `hari_${tag}`, phone: phone(3, 0) }).returning();
  const { limit } = RATE_LIMITS['otp-send'];

  const statuses: number[] = [];
  for (let i = 0; i < 200; i += 1) statuses.push((await askCode(victim!.phone as string, withDevice(address, i % 2 ? newDevice() : null))).status);
  expect(statuses.slice(0, limit)).toEqual(Array.from({ length: limit }, () => 200));
  expect(tally(statuses.slice(limit))).toEqual({ 429: 200 - limit });
  expect(recipients().filter((to) => to === victim!.phone)).toHaveLength(limit);

  // Counted per person first: 195 refused asks did not use up what everyone behind this address shares.
  const [neighbour] = await getDb().insert(users).values({ name: 'Sunita KC', username: `sunita_${tag}`, phone: phone(3, 1) }).returning();
  expect((await askCode(neighbour!.phone as string, withDevice(address, newDevice()))).status).toBe(200);
  expect(recipients()).toContain(neighbour!.phone);
});
