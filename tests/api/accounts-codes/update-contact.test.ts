import { POST as updateEmail } from '@/app/api/V2/update-email/route';
import { POST as updatePhone } from '@/app/api/V2/update-phone/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { bearer, freshIp, freshPhone, latestCode, makeUser, outboxFor, reloadUser, useTempOutbox, wrongCode } from './support';

useTempOutbox();
useTestDatabase();

type Handler = typeof updateEmail;
const call = (handler: Handler, path: string, headers: Record<string, string>, body?: unknown) =>
  callRoute(handler, { url: `/api/V2/${path}`, method: 'POST', body, headers: { ...freshIp(), ...headers } });

test('the email changes only after the code sent to the NEW address is entered', async () => {
  const user = await makeUser();
  const oldEmail = user.email as string;
  const headers = await bearer(user);
  const newEmail = 'sita.new@example.com';

  const sent = await call(updateEmail, 'update-email', headers, { email: 'Sita.New@Example.com' });
  expect(sent.status).toBe(200);
  expect(sent.body.data.sent).toBe(true);
  expect(await outboxFor(newEmail)).toHaveLength(1);
  expect(await outboxFor(oldEmail)).toHaveLength(0);
  expect((await reloadUser(user.id)).email).toBe(oldEmail);

  const wrong = await call(updateEmail, 'update-email', headers, { email: newEmail, code: wrongCode(await latestCode(newEmail)) });
  expect(wrong.status).toBe(400);
  expect((await reloadUser(user.id)).email).toBe(oldEmail);

  const done = await call(updateEmail, 'update-email', headers, { email: newEmail, code: await latestCode(newEmail) });
  expect(done.status).toBe(200);
  expect(done.body.data.user).toMatchObject({ email: newEmail, confirmed: true });
  expect((await reloadUser(user.id)).email).toBe(newEmail);
});

test('a code sent to one new address cannot apply a different address', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  await call(updateEmail, 'update-email', headers, { email: 'mine@example.com' });
  const code = await latestCode('mine@example.com');
  const swapped = await call(updateEmail, 'update-email', headers, { email: 'not-read@example.com', code });
  expect(swapped.status).toBe(400);
  expect((await reloadUser(user.id)).email).toBe(user.email);
});

test('an address or number that belongs to someone else is a 409, on send and on apply', async () => {
  const owner = await makeUser({ phone: freshPhone() });
  const user = await makeUser();
  const headers = await bearer(user);
  const taken = await call(updateEmail, 'update-email', headers, { email: owner.email });
  expect(taken.status).toBe(409);
  expect(taken.body.error.fields.email).toBe('This email is already registered.');
  expect(await outboxFor(owner.email as string)).toHaveLength(0);
  const takenPhone = await call(updatePhone, 'update-phone', headers, { phone: owner.phone });
  expect(takenPhone.status).toBe(409);
  expect(takenPhone.body.error.fields.phone).toBe('This phone number is already registered.');

  // Free when the code is sent, taken by someone else before it is entered.
  const contested = 'contested@example.com';
  await call(updateEmail, 'update-email', headers, { email: contested });
  const code = await latestCode(contested);
  await makeUser({ email: contested });
  const late = await call(updateEmail, 'update-email', headers, { email: contested, code });
  expect(late.status).toBe(409);
  expect((await reloadUser(user.id)).email).toBe(user.email);
});

test('update-phone texts the new number and switches to it, verified, after the code', async () => {
  const oldPhone = freshPhone();
  const user = await makeUser({ phone: oldPhone });
  const headers = await bearer(user);
  const newPhone = freshPhone();
  const sent = await call(updatePhone, 'update-phone', headers, { phone: `+977-${newPhone}` });
  expect(sent.status).toBe(200);
  const [sms] = await outboxFor(newPhone);
  expect(sms?.channel).toBe('sms');
  expect((await reloadUser(user.id)).phone).toBe(oldPhone);

  const done = await call(updatePhone, 'update-phone', headers, { phone: newPhone, code: await latestCode(newPhone) });
  expect(done.status).toBe(200);
  expect(done.body.data.user).toMatchObject({ phone: newPhone, phoneVerified: true });
});

test('bad input: same value, invalid email or phone, logged out', async () => {
  const user = await makeUser();
  const headers = await bearer(user);
  const same = await call(updateEmail, 'update-email', headers, { email: user.email });
  expect(same.status).toBe(400);
  expect(same.body.error.fields.email).toBe('This is already your email address.');
  const badEmail = await call(updateEmail, 'update-email', headers, { email: 'nope' });
  expect(badEmail.body.error.fields.email).toBe('Enter a valid email address.');
  const badPhone = await call(updatePhone, 'update-phone', headers, { phone: '12345' });
  expect(badPhone.status).toBe(400);
  expect(badPhone.body.error.fields.phone).toBe('Enter a Nepali mobile number (98XXXXXXXX).');
  expect((await call(updateEmail, 'update-email', {}, { email: 'x@example.com' })).status).toBe(401);
  expect((await call(updatePhone, 'update-phone', {}, { phone: freshPhone() })).status).toBe(401);
});

test('a cookie-authenticated change from a foreign site is refused', async () => {
  const user = await makeUser();
  const token = ((await bearer(user)).authorization ?? '').replace('Bearer ', '');
  const foreign = await call(updateEmail, 'update-email', { cookie: `ug_session=${token}`, origin: 'https://evil.example' }, { email: 'evil@example.com' });
  expect(foreign.status).toBe(403);
  expect(await outboxFor('evil@example.com')).toHaveLength(0);
});
