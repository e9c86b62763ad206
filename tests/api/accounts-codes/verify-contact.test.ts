import { POST as verifyEmail } from '@/app/api/V2/verify-email/route';
import { POST as verifyPhone } from '@/app/api/V2/verify-phone/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, expireCodes, freshIp, freshPhone, latestCode, makeUser, outboxFor, reloadUser, useTempOutbox, wrongCode } from './support';

useTempOutbox();
useTestDatabase();

type Handler = typeof verifyEmail;
const call = (handler: Handler, path: string, headers: Record<string, string>, body?: unknown) =>
  callRoute(handler, { url: `/api/V2/${path}`, method: 'POST', body, headers: { ...freshIp(), ...headers } });

test('verify-email sends a code to the account email and the code verifies it', async () => {
  const user = await makeUser();
  const email = user.email as string;
  const headers = await bearer(user);
  const sent = await call(verifyEmail, 'verify-email', headers);
  expect(sent.status).toBe(200);
  expect(sent.body.data).toMatchObject({ sent: true, expiresInSeconds: 600 });
  expect(sent.body.data.message).toMatch(/^We sent a 6-digit code to s\*\*\*\d@example\.com\.$/);
  const [mail] = await outboxFor(email);
  expect(mail?.subject).toMatch(/^\d{6} is your Upahar Ghar verification code$/);

  const done = await call(verifyEmail, 'verify-email', headers, { code: await latestCode(email) });
  expect(done.status).toBe(200);
  expect(done.body.data.user).toMatchObject({ id: user.id, emailVerified: true, confirmed: true });
  expect((await reloadUser(user.id)).emailConfirmedAt).not.toBeNull();

  const again = await call(verifyEmail, 'verify-email', headers, {});
  expect(again.body.data).toEqual({ sent: false, message: 'Your email address is already verified.' });
});

test('verify-phone texts a code to the account phone (outbox channel sms) and the code verifies it', async () => {
  const phone = freshPhone();
  const user = await makeUser({ phone });
  const headers = await bearer(user);
  const sent = await call(verifyPhone, 'verify-phone', headers, {});
  expect(sent.status).toBe(200);
  expect(sent.body.data.message).toBe(`We sent a 6-digit code to ${phone.slice(0, 2)}******${phone.slice(-2)}.`);
  const [sms] = await outboxFor(phone);
  expect(sms).toMatchObject({ channel: 'sms', to: phone, html: '', links: [] });

  const wrong = await call(verifyPhone, 'verify-phone', headers, { code: wrongCode(await latestCode(phone)) });
  expect(wrong.status).toBe(400);
  expect(wrong.body.error.fields.code).toBe('That code is not right. 4 tries left.');
  expect((await reloadUser(user.id)).phoneVerifiedAt).toBeNull();

  const done = await call(verifyPhone, 'verify-phone', headers, { code: await latestCode(phone) });
  expect(done.status).toBe(200);
  expect(done.body.data.user.phoneVerified).toBe(true);
});

test("another user's code cannot verify this user", async () => {
  const sita = await makeUser();
  const ram = await makeUser({ name: 'Ram Thapa' });
  const sitaHeaders = await bearer(sita);
  const ramHeaders = await bearer(ram);
  await call(verifyEmail, 'verify-email', sitaHeaders);
  const sitaCode = await latestCode(sita.email as string);
  await call(verifyEmail, 'verify-email', ramHeaders);
  const ramCode = await latestCode(ram.email as string);
  if (sitaCode !== ramCode) {
    const crossed = await call(verifyEmail, 'verify-email', ramHeaders, { code: sitaCode });
    expect(crossed.status).toBe(400);
    expect((await reloadUser(ram.id)).emailConfirmedAt).toBeNull();
  }
  expect((await call(verifyEmail, 'verify-email', sitaHeaders, { code: sitaCode })).status).toBe(200);
});

test('an expired or used code is refused', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  await call(verifyEmail, 'verify-email', headers);
  const code = await latestCode(user.email as string);
  await expireCodes(user.email as string);
  const expired = await call(verifyEmail, 'verify-email', headers, { code });
  expect(expired.status).toBe(400);
  expect(expired.body.error.message).toBe('This code has expired. Ask for a new one.');
});

test('logged out is a 401; no phone, a bad code or a bad body is a 400', async () => {
  const anonymous = await call(verifyEmail, 'verify-email', {});
  expect(anonymous.status).toBe(401);
  expect(anonymous.body.error.message).toBe('User is not authenticated');
  expect((await call(verifyPhone, 'verify-phone', {})).status).toBe(401);

  const user = await makeUser();
  const headers = await bearer(user);
  const noPhone = await call(verifyPhone, 'verify-phone', headers);
  expect(noPhone.status).toBe(400);
  expect(noPhone.body.error.message).toBe('Your account has no mobile number yet. Add one in your profile.');
  const badCode = await call(verifyEmail, 'verify-email', headers, { code: '12345' });
  expect(badCode.status).toBe(400);
  expect(badCode.body.error.fields.code).toBe('Enter the 6-digit code.');
  const garbage = await callRoute(verifyEmail, { url: '/api/V2/verify-email', method: 'POST', body: '{', headers });
  expect(garbage.status).toBe(400);
});

test('the sixth code sent for one account within the hour is a 429', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  for (let i = 0; i < 5; i += 1) expect((await call(verifyEmail, 'verify-email', headers)).status).toBe(200);
  expect((await call(verifyEmail, 'verify-email', headers)).status).toBe(429);
});
