import { GET as confirm } from '@/app/api/V2/user-confirm/route';
import { POST as resend } from '@/app/api/V2/resend-confirmation/route';
import { POST as signup } from '@/app/api/V2/user-signup/route';
import { linkTokens } from '@/lib/server/db/schema';
import { sql } from 'drizzle-orm';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, freshIp, latestLink, makeUser, outboxFor, reloadUser, useTempOutbox } from './support';

useTempOutbox();
const { db } = useTestDatabase();

const LINK_INVALID = 'This confirmation link has expired or was already used.';
const confirmWith = (token: string) => callRoute(confirm, { url: `/api/V2/user-confirm?token=${encodeURIComponent(token)}` });
const resendAs = (headers: Record<string, string>, body?: unknown) =>
  callRoute(resend, { url: '/api/V2/resend-confirmation', method: 'POST', body, headers: { ...freshIp(), ...headers } });

async function confirmToken(email: string): Promise<string> {
  const link = await latestLink(email);
  expect(link.origin + link.pathname).toBe('http://localhost:3000/user-confirm');
  return link.searchParams.get('token') as string;
}

test('signing up mails a branded confirmation link that confirms the account once', async () => {
  const email = 'asha.shrestha@example.com';
  const created = await callRoute(signup, {
    url: '/api/V2/user-signup',
    method: 'POST',
    headers: freshIp(),
    body: { name: 'Asha Shrestha', username: 'asha_s', email, password: 'lalitpur-jatra-2081', source: 'web' },
  });
  expect(created.status).toBe(201);
  expect(created.body.data.user.confirmed).toBe(false);

  const [mail] = await outboxFor(email);
  expect(mail?.subject).toBe('Confirm your email for Upahar Ghar');
  expect(mail?.text).toContain('Namaste Asha,');
  const token = await confirmToken(email);
  expect(mail?.html).toContain(`href="http://localhost:3000/user-confirm?token=${token}"`);
  expect(mail?.html).toContain('Confirm my email');

  const confirmed = await confirmWith(token);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.data.message).toBe('Your email address is confirmed. Thank you!');
  expect(confirmed.body.data.user).toMatchObject({ email, confirmed: true });

  const reused = await confirmWith(token);
  expect(reused.status).toBe(400);
  expect(reused.body.error.message).toBe(LINK_INVALID);
});

test('an expired confirmation link is refused and the account stays unconfirmed', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  await resendAs(headers);
  const token = await confirmToken(user.email as string);
  await db().update(linkTokens).set({ expiresAt: sql`now() - interval '1 second'` });
  const expired = await confirmWith(token);
  expect(expired.status).toBe(400);
  expect(expired.body.error.message).toBe(LINK_INVALID);
  expect((await reloadUser(user.id)).emailConfirmedAt).toBeNull();
});

test('a missing or made-up token is a 400', async () => {
  expect((await callRoute(confirm, { url: '/api/V2/user-confirm' })).status).toBe(400);
  const madeUp = await confirmWith('x'.repeat(43));
  expect(madeUp.status).toBe(400);
  expect(madeUp.body.error.message).toBe(LINK_INVALID);
});

test('a logged-in user can ask for a new link; a confirmed one is told so and sent nothing', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  const sent = await resendAs(headers);
  expect(sent.status).toBe(200);
  expect(sent.body.data.message).toMatch(/^We sent a new confirmation link to s\*\*\*\d@example\.com\.$/);
  expect(await outboxFor(user.email as string)).toHaveLength(1);
  expect((await confirmWith(await confirmToken(user.email as string))).status).toBe(200);

  const again = await resendAs(headers);
  expect(again.status).toBe(200);
  expect(again.body.data.message).toBe('Your email address is already confirmed.');
  expect(await outboxFor(user.email as string)).toHaveLength(1);
});

test('logged out, {email} gets the same answer for every address and mails only a waiting account', async () => {
  const waiting = await makeUser();
  const confirmedUser = await makeUser({ emailConfirmedAt: new Date() });
  const answers = await Promise.all([
    resendAs({}, { email: waiting.email }),
    resendAs({}, { email: confirmedUser.email }),
    resendAs({}, { email: 'stranger@example.com' }),
  ]);
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(answers[1]?.body).toEqual(answers[0]?.body);
  expect(answers[2]?.body).toEqual(answers[0]?.body);
  expect(await outboxFor(waiting.email as string)).toHaveLength(1);
  expect(await outboxFor(confirmedUser.email as string)).toHaveLength(0);
  expect(await outboxFor('stranger@example.com')).toHaveLength(0);
});

test('no session and no email is a 400; a dead token is a 401; a bad email a 400', async () => {
  const nothing = await resendAs({});
  expect(nothing.status).toBe(400);
  expect(nothing.body.error.fields.email).toBe('Enter a valid email address.');
  const dead = await resendAs({ authorization: 'Bearer not-a-session' });
  expect(dead.status).toBe(401);
  expect(dead.body.error.message).toBe('User is not authenticated');
  expect((await resendAs({}, { email: 'nope' })).status).toBe(400);
});

test('the sixth resend for one account within the hour is a 429', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  for (let i = 0; i < 5; i += 1) expect((await resendAs(headers)).status).toBe(200);
  const refused = await resendAs(headers);
  expect(refused.status).toBe(429);
  expect(await outboxFor(user.email as string)).toHaveLength(5);
});
