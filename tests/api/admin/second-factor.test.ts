import { eq } from 'drizzle-orm';
import { POST as confirmRoute } from '@/app/api/dashboard/v1/admin/second-factor/confirm/route';
import { POST as renewRoute } from '@/app/api/dashboard/v1/admin/second-factor/recovery-codes/route';
import { POST as setupRoute } from '@/app/api/dashboard/v1/admin/second-factor/setup/route';
import { POST as verifyRoute } from '@/app/api/dashboard/v1/admin/second-factor/verify/route';
import { GET as listStaffRoute } from '@/app/api/dashboard/v1/admin/staff/route';
import { GET as unknownEndpoint } from '@/app/api/[...path]/route';
import { RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { staffRecoveryCodes, staffSecondFactors } from '@/lib/server/db/schema';
import { hashRecoveryCode, totpStep } from '@/lib/server/services/staff/totp';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { adminCall, codeIn, newSessionFor, sessionOpenedAt, staffWithoutSecondFactor } from './support';

// The staff second factor through its API: set up an authenticator (QR code and secret), confirm it with a first code
// (ten recovery codes, once), then a code at each shift (each accepted once), or a recovery code (each works once).
// Only staff reach these calls; a visitor or a customer gets the same 404 as any unknown path.

const { db } = useTestDatabase();

const SETUP = '/api/dashboard/v1/admin/second-factor/setup';
const CONFIRM = '/api/dashboard/v1/admin/second-factor/confirm';
const VERIFY = '/api/dashboard/v1/admin/second-factor/verify';
const RENEW = '/api/dashboard/v1/admin/second-factor/recovery-codes';
const STAFF = '/api/dashboard/v1/admin/staff';


/** A staff member who has set up and confirmed their authenticator; answers the recovery codes they were given. */
async function setUpMember(role: Parameters<typeof staffWithoutSecondFactor>[0] = 'owner') {
  const member = await staffWithoutSecondFactor(role);
  const setup = await adminCall(setupRoute, SETUP, { method: 'POST', headers: member.headers });
  expect(setup.status).toBe(200);
  const confirmed = await adminCall(confirmRoute, CONFIRM, { method: 'POST', headers: member.headers, body: { code: codeIn(setup.body.data.secret) } });
  expect(confirmed.status).toBe(200);
  return { ...member, secret: setup.body.data.secret as string, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

async function unknownPathAnswer() {
  return callRoute(unknownEndpoint, { url: '/api/dashboard/v1/admin/no-such-thing' });
}

describe('setting up the authenticator', () => {
  it('gives a staff member without a second factor a secret, its otpauth URI and a QR code, the same one on a reload', async () => {
    const member = await staffWithoutSecondFactor('kitchen');
    const first = await adminCall(setupRoute, SETUP, { method: 'POST', headers: member.headers });
    expect(first.status).toBe(200);
    const { secret, groups, uri, qrSvg } = first.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(groups.join('')).toBe(secret);
    expect(groups[0]).toHaveLength(4);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Upahar%20Ghar:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const again = await adminCall(setupRoute, SETUP, { method: 'POST', headers: member.headers });
    expect(again.body.data.secret).toBe(secret);
    // Set-up alone opens nothing.
    expect((await adminCall(listStaffRoute, STAFF, { headers: member.headers })).body.error.code).toBe('second_factor_required');
  });

  it('refuses a wrong first code with 422 on the code field, and a malformed one with 400', async () => {
    const member = await staffWithoutSecondFactor('owner');
    const { body } = await adminCall(setupRoute, SETUP, { method: 'POST', headers: member.headers });
    const wrongDigit = (code: string) => code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    const wrong = await adminCall(confirmRoute, CONFIRM, { method: 'POST', headers: member.headers, body: { code: wrongDigit(codeIn(body.data.secret)) } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('wrong_code');
    expect(wrong.body.error.fields.code).toMatch(/not right/);
    const malformed = await adminCall(confirmRoute, CONFIRM, { method: 'POST', headers: member.headers, body: { code: '12ab56' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields.code).toMatch(/6-digit code/);
    expect(await sessionOpenedAt(member.token)).toBeNull();
  });

  it('confirms with the code the app shows: the back office opens for this session, and ten recovery codes come once', async () => {
    const member = await staffWithoutSecondFactor('owner');
    const other = await newSessionFor(member.id); // the same person's phone, still without the second factor
    const { body } = await adminCall(setupRoute, SETUP, { method: 'POST', headers: member.headers });
    // "123 456", as the app shows it, is fine.
    const code = codeIn(body.data.secret);
    const confirmed = await adminCall(confirmRoute, CONFIRM, { method: 'POST', headers: member.headers, body: { code: `${code.slice(0, 3)} ${code.slice(3)}` } });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expect((await adminCall(listStaffRoute, STAFF, { headers: member.headers })).status).toBe(200);
    expect((await adminCall(listStaffRoute, STAFF, { headers: other.headers })).body.error.code).toBe('second_factor_required');

    // Only hashes are kept.
    const stored = await db().select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, member.id));
    expect(stored.map((row) => row.codeHash).sort()).toEqual(codes.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]);
    const [factor] = await db().select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, member.id));
    expect(factor?.confirmedAt).toBeInstanceOf(Date);

    // Set up once: the secret is never shown again, and the same code does not confirm twice.
    const setupAgain = await adminCall(setupRoute, SETUP, { method: 'POST', headers: member.headers });
    expect(setupAgain.status).toBe(409);
    expect(JSON.stringify(setupAgain.body)).not.toContain(body.data.secret);
  });
});

describe('the code step of a shift', () => {
  it('opens the back office for a new session with the current code, and never accepts that code again', async () => {
    const member = await setUpMember('manager');
    const phone = await newSessionFor(member.id);
    const tablet = await newSessionFor(member.id);
    // The confirmation used this step's code: the next one the app shows is accepted (within the ±30 s window).
    const code = codeIn(member.secret, 1);
    const passed = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: phone.headers, body: { code } });
    expect(passed.status).toBe(200);
    expect(passed.body.data.recoveryCodesLeft).toBe(10);
    expect(await sessionOpenedAt(phone.token)).toBeInstanceOf(Date);

    const replayed = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: tablet.headers, body: { code } });
    expect(replayed.status).toBe(422);
    expect(replayed.body.error.fields.code).toMatch(/already used/);
    expect(await sessionOpenedAt(tablet.token)).toBeNull();
  });

  it('accepts one of two taps of the same code sent at once', async () => {
    const member = await setUpMember('kitchen');
    const sessions = [await newSessionFor(member.id), await newSessionFor(member.id)];
    const code = codeIn(member.secret, 1);
    const answers = await concurrently(sessions, 2, (session) => adminCall(verifyRoute, VERIFY, { method: 'POST', headers: session.headers, body: { code } }));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const [factor] = await db().select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, member.id));
    expect(factor?.lastStep).toBeGreaterThanOrEqual(totpStep(new Date()));
  });

  it('takes a recovery code once, in any case and with or without its dash, and says how many are left', async () => {
    const member = await setUpMember('support');
    const first = await newSessionFor(member.id);
    const recovery = member.recoveryCodes[3]!;
    const typed = recovery.toUpperCase().replace('-', ' ');
    const passed = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: first.headers, body: { recoveryCode: typed } });
    expect(passed.status).toBe(200);
    expect(passed.body.data.recoveryCodesLeft).toBe(9);

    const second = await newSessionFor(member.id);
    const again = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: second.headers, body: { recoveryCode: recovery } });
    expect(again.status).toBe(422);
    expect(again.body.error.fields.recoveryCode).toMatch(/already used/);
    const made = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: second.headers, body: { recoveryCode: 'abcde-fghjk' } });
    expect(made.status).toBe(422);
  });

  it('asks for one of a code or a recovery code, and refuses the step before the authenticator is set up', async () => {
    const member = await setUpMember('editor');
    const session = await newSessionFor(member.id);
    const neither = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: session.headers, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.error.fields.code).toMatch(/one recovery code/);
    const both = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: session.headers, body: { code: codeIn(member.secret, 1), recoveryCode: member.recoveryCodes[0] } });
    expect(both.status).toBe(400);

    const fresh = await staffWithoutSecondFactor('dispatch');
    const early = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: fresh.headers, body: { code: '123456' } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('second_factor_not_set_up');
  });

  it(`stops guessing after ${RATE_LIMITS['second-factor-user'].limit} tries per account, from any address, and not another person`, async () => {
    const member = await setUpMember('rider');
    const session = await newSessionFor(member.id);
    const statuses: number[] = [];
    // The confirmation at set-up was this account's first try (every code tried counts, right or wrong).
    for (let i = 1; i < RATE_LIMITS['second-factor-user'].limit; i += 1) {
      statuses.push((await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: session.headers, body: { code: String(100000 + i) } })).status);
    }
    expect(new Set(statuses)).toEqual(new Set([422]));
    const blocked = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: session.headers, body: { code: codeIn(member.secret, 1) } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    // Even the right code waits now (every call came from a new address: the limit is the account's); another member is not held up.
    const neighbour = await setUpMember('rider');
    const ok = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: (await newSessionFor(neighbour.id)).headers, body: { code: codeIn(neighbour.secret, 1) } });
    expect(ok.status).toBe(200);
  });
});

describe('new recovery codes', () => {
  it('need this shift’s second factor, then replace every old code', async () => {
    const member = await setUpMember('owner');
    const stale = await newSessionFor(member.id);
    const refused = await adminCall(renewRoute, RENEW, { method: 'POST', headers: stale.headers });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('second_factor_required');

    const renewed = await adminCall(renewRoute, RENEW, { method: 'POST', headers: member.headers });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => member.recoveryCodes.includes(code))).toBe(false);

    const old = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: stale.headers, body: { recoveryCode: member.recoveryCodes[0] } });
    expect(old.status).toBe(422);
    const current = await adminCall(verifyRoute, VERIFY, { method: 'POST', headers: stale.headers, body: { recoveryCode: fresh[0] } });
    expect(current.status).toBe(200);
    expect(current.body.data.recoveryCodesLeft).toBe(9);
  });
});

describe('who reaches the second factor’s calls', () => {
  it('answers a visitor and a customer exactly as an unknown path, for every one of them', async () => {
    const unknown = await unknownPathAnswer();
    const customer = await newSignedInUser('sfcust', 'Customer Shrestha');
    const customerHeaders = { authorization: `Bearer ${customer.token}` };
    for (const [route, url] of [
      [setupRoute, SETUP],
      [confirmRoute, CONFIRM],
      [verifyRoute, VERIFY],
      [renewRoute, RENEW],
    ] as const) {
      for (const headers of [{}, customerHeaders]) {
        const answer = await adminCall(route, url, { method: 'POST', headers, body: { code: '123456' } });
        expect({ url, status: answer.status, body: answer.body }).toEqual({ url, status: 404, body: unknown.body });
      }
    }
    const rows = await db().select().from(staffSecondFactors).where(eq(staffSecondFactors.userId, customer.id));
    expect(rows).toEqual([]);
  });
});

