import path from 'node:path';
import { GET as unknownEndpoint } from '@/app/api/[...path]/route';
import { can, PERMISSIONS, STAFF_ROLES, type Permission, type StaffRole } from '@/lib/domain/staff-roles';
import { isStaffSignInRoute, STAFF_PERMISSION } from '@/lib/server/http/staff-route';
import { scanRoutes, type RouteEntry } from '@/lib/server/front/route-table';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { freshIp } from '../support/isolation';
import { newSignedInUser, newStaffMember } from '../support/users';
import { staffWithoutSecondFactor } from './support';

// Every back-office API route, found on disk (app/api/dashboard/v1/admin/**/route.ts) so a route added tomorrow is
// covered without anyone listing it. Each method handler carries the permission it was declared with (staffRead /
// staffWrite, lib/server/http/staff-route.ts); from that alone this proves, for every route and method:
// - a visitor and a customer get exactly the answer of a path that does not exist (nothing says the back office is there);
// - staff whose session has not passed this shift's second factor get 401 second_factor_required (except the second
//   factor's own calls, which are how it is passed);
// - every role without the permission gets 403, and every role with it gets through (its answer may be a 404 for the
//   dummy id or a 400/422 for the empty body, never the door's 401/403 nor the unknown path's 404, nor a 500).

useTestDatabase();

const repoRoot = path.resolve(__dirname, '../../..');
const DUMMY_ID = '999999999';

type Handler = Parameters<typeof callRoute>[0] & { [STAFF_PERMISSION]?: Permission | null };
type Entry = { label: string; file: string; method: string; url: string; params: Record<string, string | string[]>; handler: Handler };

function target(route: RouteEntry): { url: string; params: Record<string, string | string[]> } {
  const params: Record<string, string | string[]> = {};
  const parts = route.segments.map((segment) => {
    if (segment.kind === 'static') return segment.value;
    if (segment.kind === 'dynamic') params[segment.name] = DUMMY_ID;
    else params[segment.name] = [DUMMY_ID];
    return DUMMY_ID;
  });
  return { url: `/${parts.join('/')}`, params };
}

const entries: Entry[] = scanRoutes(repoRoot, 'app/api/dashboard/v1/admin').flatMap((route) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const routeModule = require(path.join(repoRoot, route.file)) as Record<string, Handler>;
  const { url, params } = target(route);
  return route.methods
    .filter((method) => method !== 'HEAD' && method !== 'OPTIONS')
    .map((method) => ({ label: `${method} ${route.pattern}`, file: route.file, method, url, params, handler: routeModule[method]! }));
});

const permissionOf = (entry: Entry): Permission | null => entry.handler[STAFF_PERMISSION] ?? null;

type Caller = { headers: Record<string, string> };
const call = (entry: Entry, who: Caller) =>
  callRoute(entry.handler, {
    url: entry.url,
    method: entry.method,
    params: entry.params,
    headers: { ...freshIp(), ...who.headers },
    ...(entry.method === 'GET' ? {} : { body: {} }),
  });

let unknownPath: { status: number; body: unknown };
let visitor: Caller;
let customer: Caller;
let withoutSecondFactor: Caller;
const staff = {} as Record<StaffRole, Caller>;

beforeAll(async () => {
  const unknown = await callRoute(unknownEndpoint, { url: '/api/dashboard/v1/admin/no-such-screen' });
  unknownPath = { status: unknown.status, body: unknown.body };
  visitor = { headers: {} };
  const shopper = await newSignedInUser('shopper', 'Sushila Customer');
  customer = { headers: { authorization: `Bearer ${shopper.token}` } };
  withoutSecondFactor = await staffWithoutSecondFactor('owner'); // every permission: only the second factor is missing
  for (const role of STAFF_ROLES) staff[role] = await newStaffMember(role);
});

const isUnknownPath = (answer: { status: number; body: unknown }) => answer.status === 404 && JSON.stringify(answer.body) === JSON.stringify(unknownPath.body);

describe('the back office’s API routes', () => {
  it('are found on disk, the staff and second-factor routes among them (a broken scan must not pass by finding none)', () => {
    const labels = entries.map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'GET /api/dashboard/v1/admin/staff',
        'POST /api/dashboard/v1/admin/staff',
        'PATCH /api/dashboard/v1/admin/staff/[id]',
        'DELETE /api/dashboard/v1/admin/staff/[id]',
        'DELETE /api/dashboard/v1/admin/staff/[id]/second-factor',
        'POST /api/dashboard/v1/admin/second-factor/setup',
        'POST /api/dashboard/v1/admin/second-factor/confirm',
        'POST /api/dashboard/v1/admin/second-factor/verify',
        'POST /api/dashboard/v1/admin/second-factor/recovery-codes',
      ]),
    );
    expect(unknownPath.status).toBe(404);
  });

  it.each(entries.map((entry) => [entry.label, entry] as const))('%s is declared with its permission (staffRead / staffWrite)', (_label, entry) => {
    expect(typeof entry.handler).toBe('function');
    expect(STAFF_PERMISSION in entry.handler).toBe(true);
    const permission = permissionOf(entry);
    if (permission !== null) expect(PERMISSIONS).toContain(permission);
  });

  it.each(entries.map((entry) => [entry.label, entry] as const))('%s: a visitor and a customer get exactly the unknown path’s 404', async (_label, entry) => {
    for (const who of [visitor, customer]) {
      const answer = await call(entry, who);
      expect({ status: answer.status, body: answer.body }).toEqual(unknownPath);
    }
  });

  it.each(entries.map((entry) => [entry.label, entry] as const))('%s: staff without this shift’s second factor are sent to it (401)', async (_label, entry) => {
    const answer = await call(entry, withoutSecondFactor);
    if (isStaffSignInRoute(entry.handler)) {
      // The second factor's own calls answer them: that is how the back office opens.
      expect(answer.status).not.toBe(401);
      expect(isUnknownPath(answer)).toBe(false);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect([answer.status, answer.body.error?.code]).toEqual([401, 'second_factor_required']);
    }
  });

  it.each(entries.map((entry) => [entry.label, entry] as const))('%s: refused (403) to every role without its permission, open to every role with it', async (_label, entry) => {
    const permission = permissionOf(entry);
    const seen: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of STAFF_ROLES) {
      const allowed = permission === null || can(role, permission);
      const answer = await call(entry, staff[role]);
      const refused = answer.status === 403 && answer.body.error?.code === 'forbidden';
      const through = ![401, 403].includes(answer.status) && !isUnknownPath(answer) && answer.status < 500;
      seen[role] = refused ? 'refused' : through ? 'through' : `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`;
      expected[role] = allowed ? 'through' : 'refused';
    }
    expect(seen).toEqual(expected);
  });
});
