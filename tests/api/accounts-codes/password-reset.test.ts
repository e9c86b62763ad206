import { POST as forgot } from '@/app/api/V2/forgot-password/route';
import { POST as newPassword } from '@/app/api/V2/new-password/route';
import { POST as verifyToken } from '@/app/api/V2/verify-reset-token/route';
import { POST as loginUser } from '@/app/api/V2/login/user/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { linkTokens } from '@/lib/server/db/schema';
import { sql } from 'drizzle-orm';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, freshIp, latestLink, makeUser, outboxFor, PASSWORD, reloadUser, useTempOutbox } from './support';

useTempOutbox();
const { db } = useTestDatabase();

const post = (handler: typeof forgot, path: string, body: unknown) =>
  callRoute(handler, { url: `/api/V2/${path}`, method: 'POST', body, headers: freshIp() });
const askReset = (email: string) => post(forgot, 'forgot-password', { email });
const NEW_PASSWORD = 'dal-bhat-power-24-hour';
const FORGOT_MESSAGE = 'If an account exists for that email, we sent a link to reset the password.';
const LINK_INVALID = 'This reset link has expired or was already used.';

async function resetToken(email: string): Promise<string> {
  const link = await latestLink(email);
  expect(link.pathname).toBe('/reset-password');
  return link.searchParams.get('token') as string;
}

test('the emailed link resets the password, logs every device out and the new password works', async () => {
  const user = await makeUser();
  const email = user.email as string;
  const oldDevice = await bearer(user);
  expect((await callRoute(profile, { url: '/api/V2/user-profile', headers: oldDevice })).status).toBe(200);

  const asked = await askReset(email);
  expect(asked.status).toBe(200);
  expect(asked.body).toEqual({ data: { message: FORGOT_MESSAGE } });
  const [mail] = await outboxFor(email);
  expect(mail?.subject).toBe('Reset your Upahar Ghar password');
  const token = await resetToken(email);
  expect(mail?.html).toContain(`href="http://localhost:3000/reset-password?token=${token}"`);
  expect(mail?.text).toContain(`http://localhost:3000/reset-password?token=${token}`);

  const checked = await post(verifyToken, 'verify-reset-token', { token });
  expect(checked.status).toBe(200);
  expect(checked.body.data.valid).toBe(true);
  expect(checked.body.data.email).toMatch(/^s\*\*\*\d@example\.com$/);

  const reset = await post(newPassword, 'new-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(reset.status).toBe(200);
  expect(reset.body.data.message).toBe('Your password has been changed. Log in with your new password.');

  const stale = await callRoute(profile, { url: '/api/V2/user-profile', headers: oldDevice });
  expect(stale.status).toBe(401);
  const login = (password: string) =>
    post(loginUser, 'login/user', { identifier: email, password, source: 'web' });
  expect((await login(PASSWORD)).status).toBe(401);
  expect((await login(NEW_PASSWORD)).status).toBe(200);
  expect((await reloadUser(user.id)).emailConfirmedAt).not.toBeNull();
});

test('a reset link works once, and a new password retires the other open links', async () => {
  const user = await makeUser();
  const email = user.email as string;
  await askReset(email);
  const first = await resetToken(email);
  await askReset(email);
  const second = await resetToken(email);
  expect(second).not.toBe(first);

  const body = (token: string) => ({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect((await post(newPassword, 'new-password', body(second))).status).toBe(200);
  const again = await post(newPassword, 'new-password', body(second));
  expect(again.status).toBe(400);
  expect(again.body.error.message).toBe(LINK_INVALID);
  const older = await post(newPassword, 'new-password', body(first));
  expect(older.status).toBe(400);
  const check = await post(verifyToken, 'verify-reset-token', { token: first });
  expect(check.status).toBe(400);
  expect(check.body.error.message).toBe(LINK_INVALID);
});

test('an expired reset link is refused and changes nothing', async () => {
  const user = await makeUser();
  const email = user.email as string;
  await askReset(email);
  const token = await resetToken(email);
  await db().update(linkTokens).set({ expiresAt: sql`now() - interval '1 second'` });
  expect((await post(verifyToken, 'verify-reset-token', { token })).status).toBe(400);
  const reset = await post(newPassword, 'new-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
  expect(reset.status).toBe(400);
  expect(reset.body.error.message).toBe(LINK_INVALID);
  expect((await reloadUser(user.id)).passwordHash).toBe(user.passwordHash);
});

test('forgot-password answers an unknown address exactly like a known one and sends nothing', async () => {
  const user = await makeUser();
  const known = await askReset(user.email as string);
  const unknown = await askReset('not.a.customer@example.com');
  expect(unknown.status).toBe(known.status);
  expect(unknown.body).toEqual(known.body);
  expect(await outboxFor('not.a.customer@example.com')).toHaveLength(0);
  expect(await outboxFor(user.email as string)).toHaveLength(1);
});

test('the sixth reset request for one email within the hour is a 429', async () => {
  const user = await makeUser();
  for (let i = 0; i < 5; i += 1) expect((await askReset(user.email as string)).status).toBe(200);
  const refused = await askReset(user.email as string);
  expect(refused.status).toBe(429);
  expect(refused.body.error.message).toMatch(/^Too many attempts/);
});

test('bad input: bad email, unknown token, weak or mismatched password', async () => {
  const badEmail = await askReset('not-an-email');
  expect(badEmail.status).toBe(400);
  expect(badEmail.body.error.fields.email).toBe('Enter a valid email address.');

  const unknown = await post(verifyToken, 'verify-reset-token', { token: 'made-up-token' });
  expect(unknown.status).toBe(400);
  expect(unknown.body.error.message).toBe(LINK_INVALID);
  expect((await post(verifyToken, 'verify-reset-token', {})).status).toBe(400);

  const user = await makeUser();
  await askReset(user.email as string);
  const token = await resetToken(user.email as string);
  const short = await post(newPassword, 'new-password', { token, password: 'short', confirmPassword: 'short' });
  expect(short.status).toBe(400);
  expect(short.body.error.fields.password).toBe('Passwords need at least 8 characters.');
  const common = await post(newPassword, 'new-password', { token, password: 'password123', confirmPassword: 'password123' });
  expect(common.body.error.fields.password).toBe('This password is too common. Choose another.');
  const mismatch = await post(newPassword, 'new-password', { token, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}!` });
  expect(mismatch.body.error.fields.confirmPassword).toBe('Passwords do not match.');
  // None of the refusals used the link up.
  expect((await post(verifyToken, 'verify-reset-token', { token })).status).toBe(200);
});

test('one reset link submitted twice at the same moment sets one password', async () => {
  const user = await makeUser();
  await askReset(user.email as string);
  const token = await resetToken(user.email as string);
  const answers = await Promise.all(
    ['first-new-password-1', 'second-new-password-2'].map((password) =>
      post(newPassword, 'new-password', { token, password, confirmPassword: password }),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
});
