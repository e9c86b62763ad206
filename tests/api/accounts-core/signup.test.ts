import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { POST as registerCheck } from '@/app/api/V2/register/check/route';
import { POST as signupRoute } from '@/app/api/V2/user-signup/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { hitRateLimit, RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, freshIp, newPerson, PASSWORD, signUp, useTempOutbox } from './support';

const outbox = useTempOutbox();
const { db } = useTestDatabase();

const signup = (body: unknown) => callRoute(signupRoute, { url: '/api/V2/user-signup', method: 'POST', body, headers: freshIp() });
const check = (body: unknown) => callRoute(registerCheck, { url: '/api/V2/register/check', method: 'POST', body });

function mailsTo(address: string): Array<{ subject: string; links: string[] }> {
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')))
    .filter((m) => m.to === address);
}

describe('user-signup', () => {
  test('creates the account, logs it in (token + cookie) and mails a confirmation link', async () => {
    const person = newPerson({ email: '  Asha.Rai@Example.COM ', username: 'Asha.Rai', phone: '+977 985-1234567' });
    const { status, body, headers } = await signup(person);

    expect(status).toBe(201);
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 59 * 24 * 3600 * 1000);
    expect(body.data.user).toMatchObject({
      username: 'asha.rai',
      name: 'Sita Gurung',
      email: 'asha.rai@example.com',
      phone: '9851234567',
      confirmed: false,
      emailVerified: false,
      phoneVerified: false,
      hasPassword: true,
      avatar: null,
    });
    const setCookie = headers.get('set-cookie') ?? '';
    expect(setCookie).toContain(`ug_session=${body.data.token}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);

    const me = await callRoute(profile, { url: '/api/V2/user-profile', headers: bearer(body.data.token) });
    expect(me.body.data.user.id).toBe(body.data.user.id);

    const [mail] = mailsTo('asha.rai@example.com');
    expect(mail?.links.some((link) => link.includes('/user-confirm?token='))).toBe(true);
  });

  test('stores an argon2id hash, never the password', async () => {
    const { user } = await signUp();
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  test('refuses bad input with a message beside each field and creates nothing', async () => {
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(users);
    const { status, body } = await signup({ name: 'S', username: 'no spaces please', email: 'asha@', phone: '01-4412345', password: 'password1' });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({
      name: 'Enter your name (2–80 characters).',
      username: 'Usernames use 3–30 letters, numbers, dots or underscores.',
      email: 'Enter a valid email address.',
      phone: 'Enter a Nepali mobile number (98XXXXXXXX).',
      password: 'This password is too common. Choose another.',
    });
    const after = await db().select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test('a short password, a missing body and broken JSON are 400s', async () => {
    expect((await signup(newPerson({ password: 'short' }))).body.error.fields).toEqual({ password: 'Passwords need at least 8 characters.' });
    expect((await callRoute(signupRoute, { url: '/api/V2/user-signup', method: 'POST' })).status).toBe(400);
    expect((await signup('{"name":')).status).toBe(400);
  });

  test('409 names every detail already registered, whatever its letter case or phone formatting', async () => {
    const { person } = await signUp();
    const again = await signup(
      newPerson({
        email: person.email.toUpperCase(),
        username: person.username.toUpperCase(),
        phone: `+977-${person.phone}`,
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body.error.fields).toEqual({
      email: 'This email is already registered.',
      username: 'This username is already registered.',
      phone: 'This phone number is already registered.',
    });
  });

  test('two identical sign-ups at the same moment make one account and one 409', async () => {
    const person = newPerson();
    const answers = await Promise.all([signup(person), signup(person)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const rows = await db().select().from(users).where(eq(users.email, person.email));
    expect(rows).toHaveLength(1);
  });

  test('the phone is optional', async () => {
    const { status, body } = await signup(newPerson({ phone: '' }));
    expect(status).toBe(201);
    expect(body.data.user.phone).toBeNull();
  });
});

describe('register/check', () => {
  test('says whether an email, phone or username is free, in the words of the sign-up form', async () => {
    const { person } = await signUp();
    expect((await check({ email: person.email.toUpperCase() })).body.data).toEqual({
      field: 'email',
      value: person.email,
      available: false,
      message: 'This email is already registered.',
    });
    expect((await check({ username: person.username.toUpperCase() })).body.data).toMatchObject({ available: false });
    expect((await check({ phone: `+977 ${person.phone}` })).body.data).toEqual({
      field: 'phone',
      value: person.phone,
      available: false,
      message: 'This phone number is already registered.',
    });
    expect((await check({ email: 'nobody.here@example.com' })).body.data).toEqual({
      field: 'email',
      value: 'nobody.here@example.com',
      available: true,
      message: 'This email is available.',
    });
    expect((await check({ username: 'free_name_42' })).body.data).toMatchObject({ available: true, message: 'This username is available.' });
  });

  test('bad input is a 400 with the field message', async () => {
    const bad = await check({ email: 'asha@' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: 'Enter a valid email address.' });
    expect((await check({ phone: '12345' })).body.error.fields).toEqual({ phone: 'Enter a Nepali mobile number (98XXXXXXXX).' });
  });

  test('exactly one field must be asked about', async () => {
    expect((await check({})).status).toBe(400);
    const two = await check({ email: 'a@example.com', username: 'asha' });
    expect(two.status).toBe(400);
    expect(two.body.error.fields).toEqual({ _: 'Send exactly one of email, phone or username.' });
  });
});

describe('abuse limits on creating and probing accounts', () => {
  const { limit: signupLimit } = RATE_LIMITS['signup-ip'];
  test(`one address may create ${signupLimit} accounts an hour (a carrier's shared address); the next is refused with a 429 and nothing is created`, async () => {
    const ip = freshIp();
    // The address's earlier sign-ups, counted as the limiter counts them (creating them all would only be slower).
    for (let i = 0; i < signupLimit - 2; i += 1) await hitRateLimit('signup-ip', ip['x-forwarded-for']!);
    for (let i = 0; i < 2; i += 1) {
      const res = await callRoute(signupRoute, { url: '/api/V2/user-signup', method: 'POST', body: newPerson(), headers: ip });
      expect(res.status).toBe(201);
    }
    const extra = newPerson();
    const refused = await callRoute(signupRoute, { url: '/api/V2/user-signup', method: 'POST', body: extra, headers: ip });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/^Too many attempts/);
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, extra.email));
    expect(row?.n).toBe(0);
  });

  test('a foreign page cannot sign this browser up or log it in (login CSRF): 403, no cookie, no account', async () => {
    const person = newPerson();
    const res = await callRoute(signupRoute, {
      url: '/api/V2/user-signup',
      method: 'POST',
      body: person,
      headers: { ...freshIp(), origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    const [row] = await db().select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.email, person.email));
    expect(row?.n).toBe(0);
  });
});
