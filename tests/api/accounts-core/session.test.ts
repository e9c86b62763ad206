import { eq, sql } from 'drizzle-orm';
import { POST as changePassword } from '@/app/api/V2/change-password/route';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { POST as updateProfile } from '@/app/api/V2/update-profile/route';
import { POST as logout } from '@/app/api/V2/user-logout/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { GET as validateToken } from '@/app/api/V2/validate-token/route';
import { sessions } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, cookie, freshIp, PASSWORD, signUp, useTempOutbox } from './support';

useTempOutbox();
const { db } = useTestDatabase();

const NOT_AUTHENTICATED = 'User is not authenticated';

const me = (headers: Record<string, string>) => callRoute(profile, { url: '/api/V2/user-profile', headers });
const validate = (headers: Record<string, string>) => callRoute(validateToken, { url: '/api/V2/validate-token', headers });
const logoutCall = (headers: Record<string, string>, query = '') =>
  callRoute(logout, { url: `/api/V2/user-logout${query}`, method: 'POST', headers });
const loginAgain = async (identifier: string) =>
  (await callRoute(loginRoute, { url: '/api/V2/login/user', method: 'POST', body: { identifier, password: PASSWORD, source: 'web' }, headers: freshIp() })).body
    .data.token as string;

describe('who is asking', () => {
  test('the token works as a Bearer header and as the web cookie', async () => {
    const { token, user } = await signUp();
    expect((await me(bearer(token))).body.data.user.id).toBe(user.id);
    expect((await me(cookie(token, null))).body.data.user.id).toBe(user.id);
    const checked = await validate(cookie(token, null));
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ valid: true, user: { id: user.id, confirmed: false } });
    expect(checked.headers.get('cache-control')).toContain('no-store');
  });

  test('no token, a made-up token or a malformed header is 401 User is not authenticated', async () => {
    for (const headers of [{}, bearer('x'.repeat(43)), { authorization: 'Basic abc' }, cookie('', null)]) {
      const answer = await validate(headers);
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe(NOT_AUTHENTICATED);
    }
    expect((await me({})).status).toBe(401);
  });

  test('a cookie-authenticated change from another site is refused with 403; from our own pages it works', async () => {
    const { token } = await signUp();
    const body = { name: 'Changed By Evil' };
    const foreign = await callRoute(updateProfile, { url: '/api/V2/update-profile', method: 'POST', body, headers: cookie(token, 'https://evil.example') });
    expect(foreign.status).toBe(403);
    const noOrigin = await callRoute(updateProfile, { url: '/api/V2/update-profile', method: 'POST', body, headers: cookie(token, null) });
    expect(noOrigin.status).toBe(403);
    expect((await me(bearer(token))).body.data.user.name).toBe('Sita Gurung');

    const own = await callRoute(updateProfile, { url: '/api/V2/update-profile', method: 'POST', body: { name: 'Sita Thapa' }, headers: cookie(token) });
    expect(own.status).toBe(200);
    expect(own.body.data.user.name).toBe('Sita Thapa');
  });

  test('a session past its absolute expiry is 401', async () => {
    const { token, user } = await signUp();
    await db().update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.userId, user.id));
    const answer = await me(bearer(token));
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(NOT_AUTHENTICATED);
  });

  test('a session unused for more than 14 days is 401, and its dead cookie is cleared', async () => {
    const { token, user } = await signUp();
    await db().update(sessions).set({ lastSeenAt: sql`now() - interval '15 days'` }).where(eq(sessions.userId, user.id));
    expect((await validate(bearer(token))).status).toBe(401);
    const byCookie = await validate(cookie(token, null));
    expect(byCookie.status).toBe(401);
    expect(byCookie.body.error.message).toBe(NOT_AUTHENTICATED);
    expect(byCookie.headers.get('set-cookie')).toMatch(/ug_session=;.*Max-Age=0/i);
  });

  test("one user's token only ever shows and changes that user's own account", async () => {
    const asha = await signUp({ name: 'Asha Rai' });
    const bikash = await signUp({ name: 'Bikash Thapa' });
    expect((await me(bearer(bikash.token))).body.data.user).toMatchObject({ id: bikash.user.id, name: 'Bikash Thapa' });
    // An id in the body or query is ignored: the session decides whose row changes.
    const changed = await callRoute(updateProfile, {
      url: `/api/V2/update-profile?id=${asha.user.id}`,
      method: 'POST',
      body: { id: asha.user.id, userId: asha.user.id, name: 'Hacked Name' },
      headers: bearer(bikash.token),
    });
    expect(changed.body.data.user.id).toBe(bikash.user.id);
    expect((await me(bearer(asha.token))).body.data.user.name).toBe('Asha Rai');
    const password = await callRoute(changePassword, {
      url: '/api/V2/change-password',
      method: 'POST',
      body: { currentPassword: PASSWORD, password: 'a brand new secret', confirmPassword: 'a brand new secret', userId: asha.user.id },
      headers: bearer(bikash.token),
    });
    expect(password.status).toBe(200);
    // Asha's password and session are untouched.
    expect((await me(bearer(asha.token))).status).toBe(200);
    expect(await loginAgain(asha.person.email)).toEqual(expect.any(String));
  });
});

describe('user-logout', () => {
  test('revokes this session on the server and clears the cookie', async () => {
    const { token, person } = await signUp();
    const other = await loginAgain(person.email);
    const answer = await logoutCall(bearer(token));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/ug_session=;.*Max-Age=0/i);
    expect((await me(bearer(token))).status).toBe(401);
    expect((await logoutCall(bearer(token))).status).toBe(401);
    // Only this device logged out.
    expect((await me(bearer(other)).then((r) => r.status))).toBe(200);
  });

  test('works with the web cookie from our own pages, and refuses a foreign origin', async () => {
    const { token } = await signUp();
    expect((await logoutCall(cookie(token, 'https://evil.example'))).status).toBe(403);
    expect((await me(bearer(token))).status).toBe(200);
    expect((await logoutCall(cookie(token))).status).toBe(200);
    expect((await me(bearer(token))).status).toBe(401);
  });

  test('?excludeThis=1 logs out every other device and keeps this one', async () => {
    const { token, person } = await signUp();
    const phone = await loginAgain(person.email);
    const laptop = await loginAgain(person.username);
    const someoneElse = await signUp();

    const answer = await logoutCall(bearer(token), '?excludeThis=1');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ revoked: 2 });
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect((await me(bearer(token))).status).toBe(200);
    expect((await me(bearer(phone))).status).toBe(401);
    expect((await me(bearer(laptop))).status).toBe(401);
    expect((await me(bearer(someoneElse.token))).status).toBe(200);
  });

  test('without a session it is 401', async () => {
    const answer = await logoutCall({});
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(NOT_AUTHENTICATED);
  });
});
