import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { getDb } from '@/lib/server/db/client';
import { UNCHECKED_INPUT_LOG } from '@/lib/server/http/respond';
import { STAFF_PERMISSION } from '@/lib/server/http/staff-route';
import { users } from '@/lib/server/db/schema';
import { allowedMethods, type HandlerMethod } from '@/lib/server/front/route-table';
import { useTestDatabase } from '../support/database';
import { passSecondFactor } from '../support/users';
import { ErrorLog, problemWith, send, type Auth, type Outcome, type Outgoing } from './client';
import { loadRoutes, routeFiles, type FuzzRoute } from './discover';
import { fuzzCustomer, harvest, plausibleParams, type FuzzCustomer, type Known } from './harvest';
import { EVERY_METHOD, HOSTILE_BODIES, HOSTILE_HEADERS, HOSTILE_SEGMENTS, HOSTILE_VALUES, hostileValue } from './hostile';
import { freshen, plausibleValue, withField, type FieldPath } from './schema-fields';

// The endpoint fuzzer (issue 11 §6). Finds every route handler under app/api (and the payment simulators) by itself,
// then sends each, per method and per field of the schemas it reads, the values an attacker sends — as a guest, as a
// customer by cookie (with our Origin) and by Bearer, and with broken credentials — plus hostile whole bodies, hostile
// path segments and every wrong method. It asserts: no 5xx (an unconfigured social login's deliberate 501 aside),
// every API error is the JSON envelope with error.message, a wrong method is a 405 JSON with the route's real Allow,
// and the server still answers afterwards. A 429 (rate limit) is a fine answer. A back-office route is fuzzed signed in
// as an owner (see isBackOffice), so its schemas, not only its door, meet the hostile values.
//
// `npm test` runs it with a fixed seed; `npm run fuzz` runs the random part much longer with a random seed (printed,
// replay with FUZZ_SEED=<seed> npm run fuzz).

useTestDatabase();

const LONG = process.env.FUZZ === 'long';
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : LONG ? Math.floor(Math.random() * 2 ** 31) : 20261121;
const RANDOM_RUNS = Number(process.env.FUZZ_RUNS ?? (LONG ? 20_000 : 600));

// Generous: a shared, busy machine can be several times slower. With the back office's routes (279 in all) the fixed
// run is about 55,000 requests, 280 s on a quiet 2-core machine: the budget stops a hang, it measures nothing.
jest.setTimeout(LONG ? 60 * 60 * 1000 : 900_000);

const routes = loadRoutes();
const errorLog = new ErrorLog();
let requests = 0;
const statuses = new Map<number, number>();
const failures = new Map<string, { count: number; example: string }>();

let customer: FuzzCustomer;
/** Values learnt from the app (harvest.ts); the current customer's own row ids take precedence. */
let learnt: Known = {};
let known: Known = {};
const routeParams = new Map<FuzzRoute, Record<string, string | string[]>>();
let token: string | null = null;
/** Whether the current "customer" is the shop's owner, past this shift's second factor (for a back-office route). */
let asOwner = false;

/**
 * A back-office route's handler carries the permission it was declared with (lib/server/http/staff-route.ts). To
 * anyone but staff such a route is a path that does not exist, whatever the input (tests/api/admin/access.test.ts
 * proves that for every route and method), so hostile values sent by a customer would never reach its parsing: its
 * signed-in calls are made by an owner instead, and the guest and broken credentials still knock at the door.
 */
const isBackOffice = (route: FuzzRoute) => Object.values(route.handlers).some((handler) => handler !== undefined && STAFF_PERMISSION in handler);

async function useNewCustomer(owner = false): Promise<void> {
  customer = await fuzzCustomer();
  asOwner = owner;
  if (owner) await getDb().update(users).set({ role: 'owner' }).where(sql`${users.id} = ${customer.userId}`);
  known = { ...learnt, ...customer.own };
  token = null;
  baselines.clear();
}
async function customerToken(): Promise<string> {
  if (token === null) {
    token = await customer.newToken();
    if (asOwner) await passSecondFactor(customer.userId);
  }
  return token;
}

type AuthKind = 'guest' | 'cookie' | 'bearer' | 'broken';
const BROKEN_AUTH: Record<string, string>[] = [
  { cookie: 'ug_session=%', origin: 'http://localhost:3000' },
  { cookie: 'ug_session=%E0%A4%A; ug_cart=%; ug_vid=%ff' },
  { cookie: 'ug_session=a%00b; ug_cart=a%00b; ug_vid=a%00b', origin: 'http://localhost:3000' },
  { authorization: 'Bearer \u0001' },
  { authorization: `Bearer ${'x'.repeat(10_000)}` },
  { cookie: `ug_session=${'%ff'.repeat(1000)}`, origin: 'https://evil.example' },
];

async function authFor(kind: AuthKind, index: number): Promise<Auth> {
  if (kind === 'guest') return { kind: 'guest' };
  if (kind === 'broken') return { kind: 'broken', headers: BROKEN_AUTH[index % BROKEN_AUTH.length]! };
  return { kind, token: await customerToken() };
}

const AUTH_CYCLE: AuthKind[] = ['guest', 'cookie', 'bearer'];

function describeOut(route: FuzzRoute, out: Outgoing, label: string): string {
  return `${out.method} ${route.pattern} [${label}] as ${out.auth.kind}`;
}

/** Sends, checks, and records a failure (grouped by route, method, status and logged cause) instead of stopping. */
async function probe(route: FuzzRoute, out: Outgoing, label: string): Promise<Outcome & { problem: string | null }> {
  requests += 1;
  let outcome: Outcome;
  try {
    outcome = await send(route, { ...out, params: { ...routeParams.get(route), ...out.params } });
  } catch (error) {
    outcome = { status: 599, contentType: '', text: String(error), allow: null, via: 'handler' };
  }
  statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
  const cause = errorLog.take();
  // A customer whose session a call ended (user-logout, a password change) gets a new one for the next call.
  if (outcome.status === 401 && (out.auth.kind === 'cookie' || out.auth.kind === 'bearer')) token = null;
  // The database's net in handle() answers 400, but a value reaching PostgreSQL unchecked is a missing schema rule.
  const problem = cause?.startsWith(UNCHECKED_INPUT_LOG) ? 'input reached the database unchecked' : problemWith(route, outcome);
  if (problem) {
    const key = `${route.pattern} ${out.method} → ${problem}${cause ? `: ${cause}` : ''}`;
    const seen = failures.get(key);
    if (seen) seen.count += 1;
    else failures.set(key, { count: 1, example: `${describeOut(route, out, label)} → ${outcome.text.slice(0, 200)}` });
  }
  return { ...outcome, problem };
}

function queryEntries(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const entries: [string, string][] = [];
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (field === undefined) continue;
    if (Array.isArray(field)) for (const item of field) entries.push([key, typeof item === 'string' ? item : JSON.stringify(item)]);
    else entries.push([key, typeof field === 'string' ? field : JSON.stringify(field)]);
  }
  return entries;
}

const baselines = new Map<FuzzRoute, Record<string, unknown>>();
function baseline(route: FuzzRoute): Record<string, unknown> {
  const cachedBase = baselines.get(route);
  if (cachedBase) return cachedBase;
  const base: Record<string, unknown> = {};
  for (const schema of route.schemas) {
    const value = plausibleValue(schema, known);
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(base, value);
  }
  baselines.set(route, base);
  return base;
}

const readsBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The values also tried in the query string and as multipart (where a write reads those too), and as unknown fields. */
const UNKNOWN_FIELD = '__fuzz_unknown';
const CORE = new Set(['NUL', 'lone high surrogate', 'control characters', '2^31', '2^31 text', '1e308', 'SQL', 'prototype key object']);

/** One request with `value` at `path` of the plausible input: in the query for reads, in the JSON body (and, for a top-level field, the query) for writes. */
const uniques = { next: 0 };

async function fieldProbe(route: FuzzRoute, method: HandlerMethod, path: FieldPath, value: unknown, label: string, auth: Auth) {
  const input = freshen(withField(baseline(route), path, value), uniques);
  if (!readsBody(method)) return probe(route, { method, query: queryEntries(input), auth }, `${path.join('.')}=${label}`);
  await probe(route, { method, body: JSON.stringify(input), auth }, `${path.join('.')}=${label} (JSON)`);
  if (!CORE.has(label)) return null;
  if (path.length === 1 && (typeof value === 'string' || typeof value === 'number')) {
    await probe(route, { method, query: queryEntries(input), body: '', auth }, `${path.join('.')}=${label} (query)`);
  }
  if (path.length === 1 && typeof value === 'string' && value.length < 1000) {
    const form = new FormData();
    for (const [key, field] of queryEntries(input)) form.append(key, field);
    await probe(route, { method, body: form, auth }, `${path.join('.')}=${label} (multipart)`);
  }
  return null;
}

async function clearRateLimits(): Promise<void> {
  // Keep every route reachable past the limiter (429s on their own are fine answers): forget earlier hits.
  await getDb()
    .execute(sql`DELETE FROM rate_limit_hits`)
    .catch(() => undefined);
}

/** The server still works: a catalogue read answers 200 and the database pool still serves queries. */
async function assertServerAnswers(context: string): Promise<void> {
  const categories = routes.find((route) => route.pattern === '/api/V2/categories');
  if (!categories) throw new Error('the /api/V2/categories route is gone: choose another canary');
  const outcome = await send(categories, { method: 'GET', auth: { kind: 'guest' } });
  errorLog.take();
  if (outcome.status !== 200) throw new Error(`after ${context} the server no longer answers: categories gave ${outcome.status}`);
  await getDb().execute(sql`SELECT 1`);
}

const routeTimes = new Map<string, number>();
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ug-fuzz-outbox-'));
const started = Date.now();

beforeAll(async () => {
  if (LONG) console.log(`Endpoint fuzzer: seed ${SEED}, ${RANDOM_RUNS} random runs (replay: FUZZ_SEED=${SEED} npm run fuzz)`);
  process.env.OUTBOX_DIR = outboxDir; // any mail or SMS the fuzzer triggers goes to a scratch folder
  errorLog.start();
  await useNewCustomer();
  const auth: Auth = { kind: 'bearer', token: await customerToken() };
  const harvested = await harvest(routes, auth);
  learnt = harvested.known;
  known = { ...learnt, ...customer.own };
  for (const route of routes) routeParams.set(route, await plausibleParams(route, known, harvested.bySource, auth));
  errorLog.take();
});

afterAll(() => {
  errorLog.stop();
  fs.rmSync(outboxDir, { recursive: true, force: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const byStatus = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  const slowest = [...routeTimes.entries()].sort(([, a], [, b]) => b - a).slice(0, 5).map(([pattern, ms]) => `${pattern} ${(ms / 1000).toFixed(1)} s`);
  if (process.env.FUZZ_TIMES) console.log(`Slowest routes: ${slowest.join(', ')}`);
  console.log(`Endpoint fuzzer: ${requests} requests to ${routes.length} routes in ${seconds} s (seed ${SEED}, ${RANDOM_RUNS} random runs). Answers: ${byStatus}`);
  // Also when a test ended before its own expectation (a timeout on a loaded machine): what was found is not lost.
  for (const [key, { count, example }] of failures) console.log(`Endpoint fuzzer failure: ${key} (×${count}; e.g. ${example})`);
});

describe('the endpoint fuzzer', () => {
  it('finds every route file, and reads each route’s methods as its module exports them', () => {
    const files = routeFiles();
    expect(routes.length).toBeGreaterThanOrEqual(files.length);
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.map((route) => route.file).sort()).toEqual([...files].sort());
    for (const route of routes) {
      // The production server's Allow comes from the scan of the source; it must be what the module exports.
      expect({ route: route.file, methods: route.methods }).toEqual({ route: route.file, methods: Object.keys(route.handlers) });
    }
    // Fields are found from the schemas themselves, nested ones and those behind z.preprocess included.
    const withFields = routes.filter((route) => route.fields.length > 0);
    expect(withFields.length).toBeGreaterThan(50);
    const fieldsOf = (pattern: string) => routes.find((route) => route.pattern === pattern)?.fields.map((field) => field.path.join('.'));
    expect(fieldsOf('/api/V2/login/check')).toEqual(['identifier']);
    expect(fieldsOf('/api/V2/add-to-cart')).toEqual(expect.arrayContaining(['productId', 'quantity', 'options.message', 'options.photoUploadId']));
    expect(fieldsOf('/api/V2/delivery-charge')).toEqual(expect.arrayContaining(['cartItems.0.productId', 'cartItems.0.quantity']));
    expect(fieldsOf('/api/V2/category/[slug]')).toEqual(expect.arrayContaining(['brand', 'size', 'color', 'tags', 'minPrice', 'page']));
  });

  it('answers every wrong or unknown method under /api with a 405 JSON envelope and the route’s real Allow', async () => {
    for (const route of routes.filter((r) => r.isApi)) {
      const allowed = allowedMethods({ ...route, methods: Object.keys(route.handlers) as HandlerMethod[] });
      for (const method of EVERY_METHOD) {
        if ((allowed as string[]).includes(method)) continue;
        const outcome = await probe(route, { method, auth: { kind: 'guest' } }, 'wrong method');
        expect({ route: route.pattern, method, status: outcome.status, allow: outcome.allow, problem: outcome.problem }).toEqual({
          route: route.pattern,
          method,
          status: 405,
          allow: allowed.join(', '),
          problem: null,
        });
      }
    }
  });

  it('survives hostile values in every field, hostile bodies, paths and credentials, on every route', async () => {
    let index = 0;
    for (const route of routes) {
      const routeStarted = Date.now();
      await clearRateLimits();
      // A fresh customer per route (its own address, order and cart line): one route's writes (twenty addresses, a
      // full wishlist, a revoked session) never decide what the next route can reach.
      await useNewCustomer(isBackOffice(route));
      for (const method of Object.keys(route.handlers) as HandlerMethod[]) {
        const fields: FieldPath[] = [...route.fields.map((field) => field.path), [UNKNOWN_FIELD]];
        // Every hostile value in every field, value by value (the worst first, so a field is attacked before the
        // accepted values have filled anything up); the caller rotates between guest, cookie and Bearer.
        for (const { label, value } of HOSTILE_VALUES) {
          for (const path of fields) {
            if (path[0] === UNKNOWN_FIELD && !CORE.has(label)) continue; // the schemas drop unknown keys: a few values do
            index += 1;
            // The values the database chokes on go as the customer (most writes need a login); the rest rotate.
            const kind = CORE.has(label) ? AUTH_CYCLE[1 + (index % 2)]! : AUTH_CYCLE[index % 3]!;
            await fieldProbe(route, method, path, value, label, await authFor(kind, index));
          }
        }
        // The plausible request under every kind of credentials, the broken ones included.
        for (let i = 0; i < BROKEN_AUTH.length + AUTH_CYCLE.length; i += 1) {
          const kind = i < AUTH_CYCLE.length ? AUTH_CYCLE[i]! : 'broken';
          await fieldProbe(route, method, [UNKNOWN_FIELD], undefined, 'plausible', await authFor(kind, i));
        }
        if (readsBody(method)) {
          for (const { label, body, contentType } of HOSTILE_BODIES) {
            index += 1;
            await probe(route, { method, body, contentType, auth: await authFor(AUTH_CYCLE[index % 3]!, index) }, `body: ${label}`);
          }
        }
        // Headers a route reads besides the credentials.
        for (const headers of HOSTILE_HEADERS) {
          await probe(route, { method, auth: { kind: 'broken', headers: { ...headers, authorization: `Bearer ${await customerToken()}` } }, ...(readsBody(method) ? { body: JSON.stringify(baseline(route)) } : {}) }, `headers ${Object.keys(headers).join(',')}`);
        }
        // Raw query strings a browser would never build.
        for (const query of ['%ff=%ff', 'a=%', '%00=%00', 'page=1&page=2147483648', `q=${'%ff'.repeat(2000)}`]) {
          await probe(route, { method, query, auth: { kind: 'guest' }, ...(readsBody(method) ? { body: '{}' } : {}) }, `query ${query.slice(0, 30)}`);
        }
        // Hostile path segments: through the server's gate, and straight to the handler (its own checks).
        for (const segment of route.segments) {
          if (segment.kind === 'static') continue;
          for (const value of HOSTILE_SEGMENTS) {
            const param = segment.kind === 'catchAll' ? [value, value] : value;
            for (const bypassGate of [false, true]) {
              index += 1;
              await probe(
                route,
                { method, params: { [segment.name]: param }, auth: await authFor(AUTH_CYCLE[index % 3]!, index), bypassGate, ...(readsBody(method) ? { body: '{}' } : {}) },
                `segment ${segment.name}=${JSON.stringify(value).slice(0, 30)}${bypassGate ? ' (handler)' : ''}`,
              );
            }
          }
        }
      }
      await assertServerAnswers(`fuzzing ${route.pattern}`);
      routeTimes.set(route.pattern, Date.now() - routeStarted);
    }
    expect([...failures.entries()].map(([key, { count, example }]) => `${key} (×${count}; e.g. ${example})`)).toEqual([]);
    // It cannot have tested nothing: every route got at least its hostile values, credentials and queries.
    expect(requests).toBeGreaterThan(routes.length * 40);
  });

  it(`keeps every answer sound for ${RANDOM_RUNS} random hostile requests (seed ${SEED})`, async () => {
    const targets = routes.flatMap((route) => (Object.keys(route.handlers) as HandlerMethod[]).map((method) => ({ route, method })));
    let runs = 0;
    const property = fc.asyncProperty(
      fc.record({
        target: fc.nat({ max: targets.length - 1 }),
        changes: fc.array(fc.tuple(fc.nat(), hostileValue), { minLength: 1, maxLength: 4 }),
        extraKey: fc.option(fc.constantFrom('__proto__', 'constructor', 'prototype', "id' OR '1'='1", 'k'.repeat(1000), ''), { freq: 4 }),
        placement: fc.constantFrom('json', 'json', 'query', 'multipart'),
        wholeBody: fc.option(fc.nat({ max: HOSTILE_BODIES.length - 1 }), { freq: 6 }),
        segment: fc.option(fc.constantFrom(...HOSTILE_SEGMENTS), { freq: 4 }),
        authKind: fc.constantFrom<AuthKind>('guest', 'cookie', 'bearer', 'broken'),
        authIndex: fc.nat(),
      }),
      async ({ target, changes, extraKey, placement, wholeBody, segment, authKind, authIndex }) => {
        const { route, method } = targets[target]!;
        runs += 1;
        if (runs % 200 === 0) await clearRateLimits();
        let input: unknown = freshen(baseline(route), uniques);
        const fields = route.fields.map((field) => field.path);
        for (const [which, value] of changes) input = withField(input, fields.length ? fields[which % fields.length]! : [`k${which % 5}`], value);
        if (extraKey !== null && input && typeof input === 'object') {
          // defineProperty: an assignment to __proto__ would set the prototype instead of sending the key.
          Object.defineProperty(input, extraKey, { value: changes[0]![1], enumerable: true });
        }
        const auth = await authFor(authKind, authIndex);
        const params: Record<string, string | string[]> = {};
        if (segment !== null) for (const s of route.segments) if (s.kind !== 'static') params[s.name] = s.kind === 'catchAll' ? [segment] : segment;
        let out: Outgoing = { method, params, auth, query: queryEntries(input) };
        if (readsBody(method)) {
          const hostile = wholeBody === null ? null : HOSTILE_BODIES[wholeBody]!;
          if (hostile) out = { method, params, auth, body: hostile.body, contentType: hostile.contentType };
          else if (placement === 'json') out = { method, params, auth, body: JSON.stringify(input) ?? 'null' };
          else if (placement === 'multipart') {
            const form = new FormData();
            for (const [key, value] of queryEntries(input)) form.append(key, value);
            out = { method, params, auth, body: form };
          } else out = { ...out, body: '' };
        }
        const outcome = await probe(route, out, 'random');
        if (outcome.problem) throw new Error(`${describeOut(route, out, 'random')}: ${outcome.problem}: ${outcome.text.slice(0, 300)}`);
      },
    );
    await fc.assert(property, { seed: SEED, numRuns: RANDOM_RUNS, endOnFailure: !LONG });
    await assertServerAnswers('the random requests');
  });
});
