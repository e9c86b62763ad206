import { eq } from 'drizzle-orm';
import { POST as changePasswordRoute } from '@/app/api/V2/change-password/route';
import { POST as loginRoute } from '@/app/api/V2/login/user/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, cookie, freshIp, PASSWORD, signUp, useTempOutbox } from './support';

useTempOutbox();
const { db } = useTestDatabase();

const NEW_PASSWORD = 'gundruk soup on a cold day';

const change = (headers: Record<string, string>, body: Record<string, unknown>) =>
  callRoute(changePasswordRoute, { url: '/api/V2/change-password', method: 'POST', body, headers });
const login = (identifier: string, password: string) =>
  callRoute(loginRoute, { url: '/api/V2/login/user', method: 'POST', body: { identifier, password, source: 'web' }, headers: freshIp() });
const status = async (token: string) => (await callRoute(profile, { url: '/api/V2/user-profile', headers: bearer(token) })).status;

test('the new password works, the old one no longer does, this device stays and the others are logged out', async () => {
  const { token, person } = await signUp();
  const otherDevice = (await login(person.email, PASSWORD)).body.data.token;

  const answer = await change(bearer(token), { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(answer.status).toBe(200);
  expect(answer.body.data.message).toBe('Your password has been changed. One other device was logged out.');

  expect(await status(token)).toBe(200);
  expect(await status(otherDevice)).toBe(401);
  expect((await login(person.email, PASSWORD)).status).toBe(401);
  expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
});

test('logoutOthers: false keeps the other devices logged in', async () => {
  const { token, person } = await signUp();
  const otherDevice = (await login(person.username, PASSWORD)).body.data.token;
  const answer = await change(bearer(token), { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, logoutOthers: false });
  expect(answer.body.data).toEqual({ message: 'Your password has been changed.', revokedSessions: 0 });
  expect(await status(otherDevice)).toBe(200);
});

test('a wrong current password is refused beside that field and changes nothing', async () => {
  const { token, person } = await signUp();
  const answer = await change(bearer(token), { currentPassword: 'not my password', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(answer.status).toBe(400);
  expect(answer.body.error.fields).toEqual({ currentPassword: 'Your current password is not right.' });
  expect((await login(person.email, PASSWORD)).status).toBe(200);
});

test('the form rules apply: match, length, not common, not the same as now', async () => {
  const { token } = await signUp();
  const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
    [{ currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: 'something else' }, { confirmPassword: 'Passwords do not match.' }],
    [{ currentPassword: PASSWORD, password: 'short', confirmPassword: 'short' }, { password: 'Passwords need at least 8 characters.' }],
    [{ currentPassword: PASSWORD, password: 'iloveyou', confirmPassword: 'iloveyou' }, { password: 'This password is too common. Choose another.' }],
    [{ currentPassword: PASSWORD, password: PASSWORD, confirmPassword: PASSWORD }, { password: 'Choose a new password that is different from your current one.' }],
    [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { currentPassword: 'Enter your current password.' }],
  ];
  for (const [body, fields] of cases) {
    const answer = await change(bearer(token), body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual(fields);
  }
});

test('an account without a password is told how to set one', async () => {
  const { token, user } = await signUp();
  await db().update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
  const answer = await change(bearer(token), { currentPassword: 'anything at all', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(answer.status).toBe(400);
  expect(answer.body.error.fields.currentPassword).toMatch(/no password yet/);
});

test('needs a session, and a cookie from our own pages', async () => {
  const { token } = await signUp();
  const body = { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  expect((await change({}, body)).status).toBe(401);
  expect((await change(cookie(token, 'https://evil.example'), body)).status).toBe(403);
  expect((await change(cookie(token), body)).status).toBe(200);
});

test('guessing the current password is rate-limited: the 11th try is 429', async () => {
  const { token } = await signUp();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    statuses.push((await change(bearer(token), { currentPassword: `guess number ${i}`, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status);
  }
  expect(statuses).toEqual([...Array(10).fill(400), 429]);
});
