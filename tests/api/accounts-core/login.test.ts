import { eq, sql } from 'drizzle-orm';
import { POST as loginCheckRoute } from '@/app/api/V2/login/check/route';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { hitRateLimit, RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { sessions, users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, freshIp, PASSWORD, signUp, useTempOutbox } from './support';

useTempOutbox();
const { db } = useTestDatabase();

const WRONG = 'The email/phone/username or password is incorrect.';

const login = (body: unknown, headers: Record<string, string> = freshIp()) =>
  callRoute(loginRoute, { url: '/api/V2/login/user', method: 'POST', body, headers });
const loginCheck = (body: unknown, headers: Record<string, string> = freshIp()) =>
  callRoute(loginCheckRoute, { url: '/api/V2/login/check', method: 'POST', body, headers });

describe('login/user', () => {
  test('logs in with the email, the phone in any formatting, or the username in any case', async () => {
    const { user, person } = await signUp();
    const identifiers = [person.email, person.email.toUpperCase(), person.phone, `+977 ${person.phone.slice(0, 3)}-${person.phone.slice(3)}`, person.username.toUpperCase()];
    const tokens = new Set<string>();
    for (const identifier of identifiers) {
      const { status, body, headers } = await login({ identifier, password: PASSWORD, source: 'web' });
      expect(status).toBe(200);
      expect(body.data.user).toMatchObject({ id: user.id, username: person.username, confirmed: false });
      expect(headers.get('set-cookie')).toContain(`ug_session=${body.data.token}`);
      const me = await callRoute(profile, { url: '/api/V2/user-profile', headers: bearer(body.data.token) });
      expect(me.body.data.user.id).toBe(user.id);
      tokens.add(body.data.token);
    }
    // A fresh session, with a fresh token, for every login.
    expect(tokens.size).toBe(identifiers.length);
    const open = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.filter((s) => s.method === 'password')).toHaveLength(identifiers.length);
  });

  test('a wrong password is a 401 with the message the login form shows', async () => {
    const { person } = await signUp();
    const { status, body, headers } = await login({ identifier: person.email, password: 'yak cheese and butter tee', source: 'web' });
    expect(status).toBe(401);
    expect(body.error.message).toBe(WRONG);
    expect(headers.get('set-cookie')).toBeNull();
  });

  test('an unknown account gets exactly the same answer as a wrong password', async () => {
    const { person } = await signUp();
    const wrongPassword = await login({ identifier: person.email, password: 'not the password at all' });
    const unknown = await login({ identifier: 'nobody.at.all@example.com', password: 'not the password at all' });
    const unknownUsername = await login({ identifier: 'nobody_at_all', password: 'not the password at all' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
    expect(unknownUsername.body).toEqual(wrongPassword.body);
  });

  test('an account without a password (made by Google or a code) cannot log in with one', async () => {
    const { person, user } = await signUp();
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const { status, body } = await login({ identifier: person.email, password: PASSWORD });
    expect(status).toBe(401);
    expect(body.error.message).toBe(WRONG);
  });

  test('bad input is a 400 with field messages, not a login attempt', async () => {
    const { status, body } = await login({ identifier: '', password: '' });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ identifier: 'Enter your email, phone number or username.', password: 'Enter your password.' });
    expect((await login('not json')).status).toBe(400);
  });

  test('the 11th attempt on one account within 15 minutes is refused with 429, even with the right password', async () => {
    const { person } = await signUp();
    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // Different spellings of the same phone count together; each attempt comes from a new address.
      answers.push((await login({ identifier: attempt % 2 ? person.phone : `+977${person.phone}`, password: `wrong guess ${attempt}` })).status);
    }
    expect(answers).toEqual(Array(10).fill(401));
    const eleventh = await login({ identifier: person.phone, password: PASSWORD });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error.message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    // Another account is not affected.
    const other = await signUp();
    expect((await login({ identifier: other.person.email, password: PASSWORD })).status).toBe(200);
  });

  test('the email, username and phone of one account share its 10 attempts', async () => {
    const { person } = await signUp();
    const spellings = [person.email, person.username, person.phone, person.email.toUpperCase(), `+977 ${person.phone}`];
    const answers: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await login({ identifier: spellings[attempt % spellings.length], password: `wrong guess ${attempt}` })).status);
    }
    expect(answers).toEqual(Array(10).fill(401));
    for (const identifier of [person.username, person.email, person.phone]) {
      const refused = await login({ identifier, password: PASSWORD });
      expect(refused.status).toBe(429);
    }
    // An identifier without an account is still counted on its own.
    const ghost = await login({ identifier: `ghost_${person.username}`, password: 'any password at all' });
    expect(ghost.status).toBe(401);
  });
});

describe('login/check', () => {
  test('says whether an account exists and how it can log in', async () => {
    const { person, user } = await signUp();
    expect((await loginCheck({ identifier: person.email })).body.data).toEqual({ exists: true, methods: ['password', 'otp'] });
    expect((await loginCheck({ identifier: `+977 ${person.phone}` })).body.data).toEqual({ exists: true, methods: ['password', 'otp'] });
    await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    expect((await loginCheck({ identifier: person.username })).body.data).toEqual({ exists: true, methods: ['otp'] });
    expect((await loginCheck({ identifier: 'ghost@example.com' })).body.data).toEqual({ exists: false, methods: [] });
  });

  test('bad input is a 400', async () => {
    const { status, body } = await loginCheck({ identifier: '   ' });
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ identifier: 'Enter your email, phone number or username.' });
  });

  test('one address asking too often is refused with 429', async () => {
    const address = freshIp();
    const { limit } = RATE_LIMITS['login-ip'];
    for (let i = 0; i < limit - 3; i += 1) await hitRateLimit('login-ip', address['x-forwarded-for']!);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await loginCheck({ identifier: `someone${i}@example.com` }, address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await loginCheck({ identifier: 'someone@example.com' }, freshIp())).status).toBe(200);
  });
});

test('the rate-limit rows hold no raw password', async () => {
  const { person, user } = await signUp();
  await login({ identifier: person.email, password: 'my secret guess 123' });
  await login({ identifier: 'nobody.known@example.com', password: 'my secret guess 456' });
  const rows = await db().execute(sql`SELECT key FROM rate_limit_hits`);
  const keys = JSON.stringify(rows.rows);
  expect(keys).toContain(`login:user:${user.id}`);
  expect(keys).toContain('login:nobody.known@example.com');
  expect(keys).not.toContain('my secret guess');
});
