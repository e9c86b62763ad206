import { eq, inArray } from 'drizzle-orm';
import { POST as verifyRoute } from '@/app/api/dashboard/v1/admin/second-factor/verify/route';
import { DELETE as resetRoute } from '@/app/api/dashboard/v1/admin/staff/[id]/second-factor/route';
import { DELETE as removeRoute, PATCH as roleRoute } from '@/app/api/dashboard/v1/admin/staff/[id]/route';
import { GET as listRoute, POST as addRoute } from '@/app/api/dashboard/v1/admin/staff/route';
import { POST as setupRoute } from '@/app/api/dashboard/v1/admin/second-factor/setup/route';
import { GET as unknownEndpoint } from '@/app/api/[...path]/route';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { STAFF_ROLES, type StaffRole } from '@/lib/domain/staff-roles';
import { sessions, staffRecoveryCodes, staffSecondFactors, users } from '@/lib/server/db/schema';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedDemoStaff } from '@/lib/server/db/seed/staff';
import { confirmSecondFactor, runStaffCommand, startSecondFactorSetUp } from '@/lib/server/services/staff';
import { totpCode } from '@/lib/server/services/staff/totp';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newSignedInUser, newStaffMember, passSecondFactor } from '../support/users';
import { adminCall, newSessionFor } from './support';

// The owner's staff page, through its API: list, add an existing account, change a role, remove, reset a second
// factor. Only an owner may; every other role is refused (403), a customer and a visitor get the unknown-path 404.
// The shop always keeps an owner, and a change takes the back office from that person at once. Then the command line
// (`npm run staff`), which shares the same service, and the demo staff that `npm start` seeds.

const { db } = useTestDatabase();

const LIST = '/api/dashboard/v1/admin/staff';
const one = (id: number | string) => `/api/dashboard/v1/admin/staff/${id}`;
const params = (id: number | string) => ({ id: String(id) });

let unknownBody: unknown;
beforeAll(async () => {
  // The demo staff first, as `npm start` seeds them into an empty demo database (before anyone else is staff).
  expect(await seedDemoStaff(db())).toEqual({ demo_staff: DEMO_STAFF.length });
  unknownBody = (await callRoute(unknownEndpoint, { url: '/api/dashboard/v1/admin/nothing' })).body;
});

async function customerWithEmail(prefix: string) {
  const customer = await newSignedInUser(prefix, `${prefix} Karki`);
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, customer.id));
  return { ...customer, email: row!.email!, headers: { authorization: `Bearer ${customer.token}` } };
}

const roleOf = async (id: number) => (await db().select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
const openSessions = async (id: number) =>
  (await db().select({ at: sessions.secondFactorAt }).from(sessions).where(eq(sessions.userId, id))).filter((s) => s.at !== null).length;

/** Makes `ownerId` the only owner: every other owner (demo or made by an earlier test) becomes a manager. */
async function onlyOwner(ownerId: number) {
  await db().update(users).set({ role: 'manager' }).where(eq(users.role, 'owner'));
  await db().update(users).set({ role: 'owner' }).where(eq(users.id, ownerId));
}

describe('the demo staff', () => {
  it('has one of every role and two riders with names and phones, each with a confirmed authenticator', async () => {
    const rows = await db()
      .select({ id: users.id, email: users.email, role: users.role, name: users.name, phone: users.phone, confirmedAt: staffSecondFactors.confirmedAt, secret: staffSecondFactors.secret })
      .from(users)
      .innerJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
      .where(inArray(users.email, DEMO_STAFF.map((member) => member.email)));
    expect(rows).toHaveLength(DEMO_STAFF.length);
    expect(new Set(rows.map((row) => row.role))).toEqual(new Set(STAFF_ROLES));
    // Dispatch's rider list reads role, name and phone.
    const riders = rows.filter((row) => row.role === 'rider');
    expect(riders).toHaveLength(2);
    for (const rider of riders) {
      expect(rider.phone).toMatch(/^98\d{8}$/);
      expect(rider.name).toMatch(/^\S+ \S+$/);
    }
    for (const row of rows) {
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(row.secret).toBe(DEMO_STAFF.find((member) => member.email === row.email)!.totpSecret);
    }
    // Seeding again changes nothing: a demo whose staff were changed by hand keeps them.
    expect(await seedDemoStaff(db())).toEqual({ demo_staff: 0 });
  });

  it('log in with the printed password and pass the second factor with the code the command prints', async () => {
    const kitchen = DEMO_STAFF.find((member) => member.role === 'kitchen')!;
    const login = await callRoute(loginRoute, { url: '/api/V2/login/user', method: 'POST', body: { identifier: kitchen.email, password: DEMO_STAFF_PASSWORD, source: 'web' }, headers: { 'x-forwarded-for': '10.99.1.2' } });
    expect(login.status).toBe(200);
    const headers = { authorization: `Bearer ${login.body.data.token}` };
    const code = (await runStaffCommand(['code', kitchen.email])).lines[0]!.slice(0, 6);
    const verified = await adminCall(verifyRoute, '/api/dashboard/v1/admin/second-factor/verify', { method: 'POST', headers, body: { code } });
    expect(verified.status).toBe(200);
    // A kitchen member, in the back office now, is still not an owner.
    expect((await adminCall(listRoute, LIST, { headers })).status).toBe(403);
  });
});

describe('the staff list', () => {
  it('shows an owner every staff member with role, phone, authenticator and last activity, and no customers', async () => {
    const owner = await newStaffMember('owner', 'Anita Owner');
    const customer = await customerWithEmail('listcust');
    const { status, body } = await adminCall(listRoute, LIST, { headers: owner.headers });
    expect(status).toBe(200);
    const staff: Array<{ id: number; role: string; secondFactor: string; lastActiveAt: string | null; phone: string | null }> = body.data.staff;
    expect(staff.some((m) => m.id === customer.id)).toBe(false);
    const me = staff.find((m) => m.id === owner.id);
    expect(me).toMatchObject({ role: 'owner', secondFactor: 'none' });
    expect(me?.lastActiveAt).toEqual(expect.any(String));
    const bikash = staff.find((m) => m.phone === '9801234561');
    expect(bikash).toMatchObject({ role: 'rider', secondFactor: 'confirmed' });
    // By role, in the roles table's order.
    const order = staff.map((m) => STAFF_ROLES.indexOf(m.role as StaffRole));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('adding a staff member', () => {
  it('makes an existing account staff in the chosen role, once', async () => {
    const owner = await newStaffMember('owner');
    const customer = await customerWithEmail('newcook');
    const added = await adminCall(addRoute, LIST, { method: 'POST', headers: owner.headers, body: { email: customer.email.toUpperCase(), role: 'kitchen' } });
    expect(added.status).toBe(201);
    expect(added.body.data.member).toMatchObject({ id: customer.id, role: 'kitchen', secondFactor: 'none' });
    expect(await roleOf(customer.id)).toBe('kitchen');
    const again = await adminCall(addRoute, LIST, { method: 'POST', headers: owner.headers, body: { email: customer.email, role: 'rider' } });
    expect(again.status).toBe(409);
    expect(again.body.error.fields.email).toMatch(/Already staff/);
    expect(await roleOf(customer.id)).toBe('kitchen');
  });

  it('of two taps at once, makes them staff once and tells the second they already are', async () => {
    const owner = await newStaffMember('owner');
    const customer = await customerWithEmail('doubletap');
    const answers = await concurrently([0, 1], 2, () => adminCall(addRoute, LIST, { method: 'POST', headers: owner.headers, body: { email: customer.email, role: 'support' } }));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('says which field is wrong: an email nobody uses (422), not an email or not a role (400)', async () => {
    const owner = await newStaffMember('owner');
    const nobody = await adminCall(addRoute, LIST, { method: 'POST', headers: owner.headers, body: { email: 'nobody-here@example.com', role: 'kitchen' } });
    expect(nobody.status).toBe(422);
    expect(nobody.body.error.fields.email).toMatch(/No account/);
    const bad = await adminCall(addRoute, LIST, { method: 'POST', headers: owner.headers, body: { email: 'not an email', role: 'chef' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['email', 'role']);
    expect(bad.body.error.fields.role).toMatch(/owner, manager, kitchen/);
  });
});

describe('changing a role', () => {
  it('gives the new role and closes their back office on every device until their next code', async () => {
    const owner = await newStaffMember('owner');
    const cook = await newStaffMember('kitchen');
    await newSessionFor(cook.id); // their phone and the kitchen tablet, both past the second factor
    await passSecondFactor(cook.id);
    expect(await openSessions(cook.id)).toBe(2);
    const changed = await adminCall(roleRoute, one(cook.id), { method: 'PATCH', headers: owner.headers, params: params(cook.id), body: { role: 'dispatch' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.member).toMatchObject({ id: cook.id, role: 'dispatch' });
    expect(await roleOf(cook.id)).toBe('dispatch');
    expect(await openSessions(cook.id)).toBe(0);
    const theirCall = await adminCall(listRoute, LIST, { headers: cook.headers });
    expect(theirCall.body.error.code).toBe('second_factor_required');
  });

  it('keeps the shop’s last owner: they cannot be made something else or removed; of changes at once, the one that would leave none is refused', async () => {
    const owner = await newStaffMember('owner');
    await onlyOwner(owner.id);
    const demote = await adminCall(roleRoute, one(owner.id), { method: 'PATCH', headers: owner.headers, params: params(owner.id), body: { role: 'manager' } });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('last_owner');
    const remove = await adminCall(removeRoute, one(owner.id), { method: 'DELETE', headers: owner.headers, params: params(owner.id) });
    expect(remove.status).toBe(409);
    expect(await roleOf(owner.id)).toBe('owner');

    // Four owners, each demoting the next at the same moment (a ring): the changes wait for one another, and the
    // last one finds a single owner left and is refused.
    const ring = [owner, await newStaffMember('owner'), await newStaffMember('owner'), await newStaffMember('owner')];
    const answers = await concurrently(ring, ring.length, (who, i) => {
      const target = ring[(i + 1) % ring.length]!.id;
      return adminCall(roleRoute, one(target), { method: 'PATCH', headers: who.headers, params: params(target), body: { role: 'manager' } });
    });
    // The change that would leave none is refused; an owner demoted before their own request was checked is no longer
    // one (their back office closed with the change: 401). Each change that lands demotes one owner; never the last.
    const landed = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status !== 200).map((a) => a.body.error.code);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const code of refused) expect(['last_owner', 'second_factor_required']).toContain(code);
    const owners = await db().select({ id: users.id }).from(users).where(eq(users.role, 'owner'));
    expect(owners.length).toBe(ring.length - landed);
    expect(owners.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 for an id that is not a staff member: a customer, a missing one, not a number', async () => {
    const owner = await newStaffMember('owner');
    const customer = await customerWithEmail('notstaff');
    for (const id of [String(customer.id), '999999999', 'abc']) {
      const answer = await adminCall(roleRoute, one(id), { method: 'PATCH', headers: owner.headers, params: params(id), body: { role: 'kitchen' } });
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('Staff member not found');
    }
    expect(await roleOf(customer.id)).toBe('customer');
  });
});

describe('removing from staff', () => {
  it('makes them a customer again: their second factor goes and the back office is an unknown path to them', async () => {
    const owner = await newStaffMember('owner');
    const helper = await newStaffMember('support');
    await startSecondFactorSetUp(helper.id, 'helper');
    const removed = await adminCall(removeRoute, one(helper.id), { method: 'DELETE', headers: owner.headers, params: params(helper.id) });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: helper.id, role: 'customer' });
    expect(await roleOf(helper.id)).toBe('customer');
    expect(await db().select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, helper.id))).toEqual([]);
    expect(await openSessions(helper.id)).toBe(0);
    const after = await adminCall(setupRoute, '/api/dashboard/v1/admin/second-factor/setup', { method: 'POST', headers: helper.headers });
    expect(after.status).toBe(404);
    expect(after.body).toEqual(unknownBody);
  });
});

describe('resetting a second factor', () => {
  it('forgets their authenticator and recovery codes and closes their back office; they set it up again', async () => {
    const owner = await newStaffMember('owner');
    const rider = await newStaffMember('rider');
    const { secret } = await startSecondFactorSetUp(rider.id, 'rider');
    await confirmSecondFactor({ userId: rider.id, sessionId: (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, rider.id)))[0]!.id }, totpCode(secret));
    const reset = await adminCall(resetRoute, `${one(rider.id)}/second-factor`, { method: 'DELETE', headers: owner.headers, params: params(rider.id) });
    expect(reset.status).toBe(200);
    expect(reset.body.data.member).toMatchObject({ id: rider.id, role: 'rider', secondFactor: 'none' });
    expect(await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, rider.id))).toEqual([]);
    expect(await openSessions(rider.id)).toBe(0);
    const setup = await adminCall(setupRoute, '/api/dashboard/v1/admin/second-factor/setup', { method: 'POST', headers: rider.headers });
    expect(setup.status).toBe(200);
    expect(setup.body.data.secret).not.toBe(secret);
  });
});

describe('only an owner manages staff', () => {
  const others = STAFF_ROLES.filter((role) => role !== 'owner');
  it.each(others)('refuses a %s every staff action with 403, and changes nothing', async (role) => {
    const member = await newStaffMember(role);
    const target = await newStaffMember('kitchen');
    const customer = await customerWithEmail(`by${role}`);
    const answers = [
      await adminCall(listRoute, LIST, { headers: member.headers }),
      await adminCall(addRoute, LIST, { method: 'POST', headers: member.headers, body: { email: customer.email, role: 'owner' } }),
      await adminCall(roleRoute, one(target.id), { method: 'PATCH', headers: member.headers, params: params(target.id), body: { role: 'owner' } }),
      await adminCall(removeRoute, one(target.id), { method: 'DELETE', headers: member.headers, params: params(target.id) }),
      await adminCall(resetRoute, `${one(target.id)}/second-factor`, { method: 'DELETE', headers: member.headers, params: params(target.id) }),
    ];
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(Array(5).fill([403, 'forbidden']));
    expect(await roleOf(customer.id)).toBe('customer');
    expect(await roleOf(target.id)).toBe('kitchen');
    expect(await openSessions(target.id)).toBe(1);
  });

  it('answers a customer and a visitor exactly as an unknown path', async () => {
    const customer = await customerWithEmail('curious');
    const target = await newStaffMember('kitchen');
    for (const headers of [customer.headers, {}]) {
      const answers = [
        await adminCall(listRoute, LIST, { headers }),
        await adminCall(addRoute, LIST, { method: 'POST', headers, body: { email: customer.email, role: 'owner' } }),
        await adminCall(roleRoute, one(target.id), { method: 'PATCH', headers, params: params(target.id), body: { role: 'owner' } }),
        await adminCall(removeRoute, one(target.id), { method: 'DELETE', headers, params: params(target.id) }),
        await adminCall(resetRoute, `${one(target.id)}/second-factor`, { method: 'DELETE', headers, params: params(target.id) }),
      ];
      for (const answer of answers) expect([answer.status, answer.body]).toEqual([404, unknownBody]);
    }
    expect(await roleOf(customer.id)).toBe('customer');
  });
});

describe('npm run staff', () => {
  it('adds an account nobody has yet, with a password printed once that logs in', async () => {
    const email = `first.owner.${Date.now()}@example.com`;
    const result = await runStaffCommand(['add', email, 'owner', '--name', 'Maya Gurung']);
    expect(result.code).toBe(0);
    expect(result.lines[0]).toBe(`Created Maya Gurung <${email}> as Owner.`);
    const password = /Password \(shown once, give it to them privately\): (\S+)/.exec(result.lines.join('\n'))?.[1];
    expect(password).toHaveLength(20);
    const login = await callRoute(loginRoute, { url: '/api/V2/login/user', method: 'POST', body: { identifier: email, password, source: 'web' }, headers: { 'x-forwarded-for': '10.99.1.1' } });
    expect(login.status).toBe(200);
    expect(await db().select({ role: users.role }).from(users).where(eq(users.email, email))).toEqual([{ role: 'owner' }]);
  });

  it('makes an existing account staff, lists, changes a role, resets the authenticator and removes', async () => {
    const customer = await customerWithEmail('clicook');
    expect(await runStaffCommand(['add', customer.email, 'kitchen'])).toEqual({ code: 0, lines: [expect.stringMatching(/is Kitchen now/)] });
    const list = await runStaffCommand(['list']);
    expect(list.code).toBe(0);
    expect(list.lines[0]).toMatch(/^email\s+role\s+name\s+phone\s+authenticator$/);
    expect(list.lines.some((line) => line.startsWith(customer.email) && /\skitchen\s/.test(line) && /not set up$/.test(line))).toBe(true);
    expect((await runStaffCommand(['role', customer.email, 'dispatch'])).code).toBe(0);
    expect(await roleOf(customer.id)).toBe('dispatch');
    await startSecondFactorSetUp(customer.id, 'x');
    expect((await runStaffCommand(['reset-2fa', customer.email])).code).toBe(0);
    expect(await db().select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, customer.id))).toEqual([]);
    expect((await runStaffCommand(['remove', customer.email])).code).toBe(0);
    expect(await roleOf(customer.id)).toBe('customer');
  });

  it('refuses clearly, with a non-zero exit: bad input 2, refused action 1', async () => {
    const customer = await customerWithEmail('clibad');
    expect(await runStaffCommand(['add', customer.email, 'chef'])).toEqual({ code: 2, lines: [expect.stringMatching(/Not a staff role: chef/)] });
    expect((await runStaffCommand(['add', 'nope', 'owner'])).lines[0]).toMatch(/Not an email address/);
    expect((await runStaffCommand(['frobnicate'])).code).toBe(2);
    expect((await runStaffCommand([])).code).toBe(2);
    expect(await runStaffCommand(['remove', customer.email])).toEqual({ code: 1, lines: [expect.stringMatching(/is not staff/)] });
    expect(await runStaffCommand(['role', 'nobody@nowhere.example', 'owner'])).toEqual({ code: 1, lines: [expect.stringMatching(/No account uses the email/)] });
    const owner = await newStaffMember('owner');
    await onlyOwner(owner.id);
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, owner.id));
    expect(await runStaffCommand(['remove', row!.email!])).toEqual({ code: 1, lines: [expect.stringMatching(/must keep an owner/)] });
  });

  it('prints the current code of a demo staff member only', async () => {
    const owner = DEMO_STAFF.find((member) => member.role === 'owner')!;
    const now = new Date('2026-11-28T04:00:10Z');
    const printed = await runStaffCommand(['code', owner.email], now);
    expect(printed.code).toBe(0);
    expect(printed.lines[0]).toBe(`${totpCode(owner.totpSecret, now)}  (${owner.email}, good for 20 s more; secret ${owner.totpSecret})`);
    const real = await newStaffMember('kitchen');
    await startSecondFactorSetUp(real.id, 'real');
    const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, real.id));
    expect(await runStaffCommand(['code', row!.email!])).toEqual({ code: 1, lines: [expect.stringMatching(/not a demo staff account/)] });
  });
});
