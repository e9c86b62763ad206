import { POST } from '@/app/api/V2/login/otp/route';
import { GET as profile } from '@/app/api/V2/user-profile/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expireCodes, freshIp, freshPhone, latestCode, makeUser, outboxFor, reloadUser, useTempOutbox, wrongCode } from './support';

useTempOutbox();
useTestDatabase();

const otp = (body: unknown, headers: Record<string, string> = freshIp()) =>
  callRoute(POST, { url: '/api/V2/login/otp', method: 'POST', body, headers });

test('a code texted to a known phone logs in, marks the phone verified and gives a working session', async () => {
  const phone = freshPhone();
  const user = await makeUser({ phone });
  const sent = await otp({ identifier: `+977 ${phone.slice(0, 3)}-${phone.slice(3)}` });
  expect(sent.status).toBe(200);
  expect(sent.body.data).toEqual({
    sent: true,
    message: `If an account exists for ${phone}, we sent a 6-digit code.`,
    expiresInSeconds: 600,
  });
  const [sms] = await outboxFor(phone);
  expect(sms?.channel).toBe('sms');
  expect(sms?.text).toMatch(/^\d{6} is your Upahar Ghar login code/);

  const login = await otp({ identifier: phone, code: await latestCode(phone) });
  expect(login.status).toBe(200);
  expect(login.body.data.user).toMatchObject({ id: user.id, phoneVerified: true });
  expect(login.headers.get('set-cookie')).toContain('ug_session=');
  const me = await callRoute(profile, { url: '/api/V2/user-profile', headers: { authorization: `Bearer ${login.body.data.token}` } });
  expect(me.status).toBe(200);
  expect(me.body.data.user.id).toBe(user.id);
  expect((await reloadUser(user.id)).phoneVerifiedAt).not.toBeNull();
});

test('a code emailed to a known address logs in and confirms the email', async () => {
  const user = await makeUser();
  const email = user.email as string;
  await otp({ identifier: email.toUpperCase() });
  const [mail] = await outboxFor(email);
  expect(mail?.channel).toBe('email');
  expect(mail?.subject).toMatch(/^\d{6} is your Upahar Ghar login code$/);
  expect(mail?.html).toContain(await latestCode(email));

  const login = await otp({ identifier: email, code: await latestCode(email) });
  expect(login.status).toBe(200);
  expect(login.body.data.user).toMatchObject({ id: user.id, confirmed: true, emailVerified: true });
});

test('known and unknown identifiers get the same answer, and only the known one is sent anything', async () => {
  const user = await makeUser();
  const known = await otp({ identifier: user.email });
  const unknown = await otp({ identifier: 'nobody.here@example.com' });
  expect(unknown.status).toBe(known.status);
  expect({ ...unknown.body.data, message: '' }).toEqual({ ...known.body.data, message: '' });
  expect(unknown.body.data.message).toBe('If an account exists for nobody.here@example.com, we sent a 6-digit code.');
  expect(await outboxFor('nobody.here@example.com')).toHaveLength(0);
  expect(await outboxFor(user.email as string)).toHaveLength(1);

  const unknownPhone = freshPhone();
  const phoneAnswer = await otp({ identifier: unknownPhone });
  expect(phoneAnswer.status).toBe(200);
  expect(await outboxFor(unknownPhone)).toHaveLength(0);
});

test('code guesses for a real and an unknown account get the same answers, try after try', async () => {
  const user = await makeUser();
  const real = user.email as string;
  const unknown = `nobody.${real}`;
  const answers = async (identifier: string, code: string) => {
    const seen: Array<{ status: number; body: unknown }> = [];
    for (let i = 0; i < 6; i += 1) {
      const { status, body } = await otp({ identifier, code });
      seen.push({ status, body });
    }
    return seen;
  };
  // Without a code asked for: "expired" for both.
  const before = [await otp({ identifier: real, code: '123456' }), await otp({ identifier: unknown, code: '123456' })];
  expect(before.map((a) => [a.status, a.body])).toEqual([
    [400, { error: { message: 'This code has expired. Ask for a new one.', code: 'code_expired', fields: { code: 'This code has expired. Ask for a new one.' } } }],
    [400, { error: { message: 'This code has expired. Ask for a new one.', code: 'code_expired', fields: { code: 'This code has expired. Ask for a new one.' } } }],
  ]);

  // After asking: tries counting down, then "expired" after the fifth, the same for both.
  await otp({ identifier: real });
  await otp({ identifier: unknown });
  const guess = wrongCode(await latestCode(real));
  const realAnswers = await answers(real, guess);
  const unknownAnswers = await answers(unknown, guess);
  expect(unknownAnswers).toEqual(realAnswers);
  expect(realAnswers.map((a) => (a.body as { error: { message: string } }).error.message)).toEqual([
    'That code is not right. 4 tries left.',
    'That code is not right. 3 tries left.',
    'That code is not right. 2 tries left.',
    'That code is not right. 1 try left.',
    'That code is not right, and that was the last try. Ask for a new one.',
    'This code has expired. Ask for a new one.',
  ]);
  expect(await outboxFor(unknown)).toHaveLength(0);
});

test('code and password attempts on one account share its login limit, whatever contact they name', async () => {
  const phone = freshPhone();
  const user = await makeUser({ phone });
  const email = user.email as string;
  const { POST: passwordLogin } = await import('@/app/api/V2/login/user/route');
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await otp({ identifier: email, code: '000000' })).status);
  for (let i = 0; i < 3; i += 1) statuses.push((await otp({ identifier: phone, code: '000000' })).status);
  for (let i = 0; i < 3; i += 1) {
    const login = await callRoute(passwordLogin, { url: '/api/V2/login/user', method: 'POST', body: { identifier: user.username, password: 'not it at all' }, headers: freshIp() });
    statuses.push(login.status);
  }
  expect(statuses).toEqual([...Array(7).fill(400), 401, 401, 401]);
  expect((await otp({ identifier: phone, code: '000000' })).status).toBe(429);
  expect((await otp({ identifier: email, code: '000000' })).status).toBe(429);
});

test('the answer for an address is identical before and after an account exists for it', async () => {
  const email = 'later.customer@example.com';
  const before = await otp({ identifier: email });
  await makeUser({ email });
  const after = await otp({ identifier: email });
  expect(after.status).toBe(before.status);
  expect(after.body).toEqual(before.body);
  expect(await outboxFor(email)).toHaveLength(1);
});

test('a wrong code says how many tries are left; after 5 wrong tries even the right code is dead', async () => {
  const user = await makeUser();
  const email = user.email as string;
  await otp({ identifier: email });
  const code = await latestCode(email);
  const messages: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const wrong = await otp({ identifier: email, code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    messages.push(wrong.body.error.fields.code);
  }
  expect(messages).toEqual([
    'That code is not right. 4 tries left.',
    'That code is not right. 3 tries left.',
    'That code is not right. 2 tries left.',
    'That code is not right. 1 try left.',
    'That code is not right, and that was the last try. Ask for a new one.',
  ]);
  const sixth = await otp({ identifier: email, code });
  expect(sixth.status).toBe(400);
  expect(sixth.body.error.message).toBe('This code has expired. Ask for a new one.');
  expect(sixth.body.data).toBeUndefined();
});

test('a code works once, an expired code is refused, and asking again replaces the old code', async () => {
  const user = await makeUser();
  const email = user.email as string;
  await otp({ identifier: email });
  const first = await latestCode(email);
  expect((await otp({ identifier: email, code: first })).status).toBe(200);
  const reused = await otp({ identifier: email, code: first });
  expect(reused.status).toBe(400);
  expect(reused.body.error.message).toBe('This code has expired. Ask for a new one.');

  await otp({ identifier: email });
  const stale = await latestCode(email);
  await expireCodes(email);
  const expired = await otp({ identifier: email, code: stale });
  expect(expired.status).toBe(400);
  expect(expired.body.error.fields.code).toBe('This code has expired. Ask for a new one.');

  await otp({ identifier: email });
  const older = await latestCode(email);
  await otp({ identifier: email });
  const newer = await latestCode(email);
  if (older !== newer) expect((await otp({ identifier: email, code: older })).status).toBe(400);
  expect((await otp({ identifier: email, code: newer })).status).toBe(200);
});

test("one account's code does not log in another account", async () => {
  const sita = await makeUser();
  const ram = await makeUser({ name: 'Ram Thapa' });
  await otp({ identifier: sita.email });
  const sitaCode = await latestCode(sita.email as string);
  await otp({ identifier: ram.email });
  const ramCode = await latestCode(ram.email as string);
  if (sitaCode !== ramCode) {
    const crossed = await otp({ identifier: ram.email, code: sitaCode });
    expect(crossed.status).toBe(400);
  }
  const own = await otp({ identifier: sita.email, code: sitaCode });
  expect(own.body.data.user.id).toBe(sita.id);
});

test('bad input is a 400 with the field named', async () => {
  const notContact = await otp({ identifier: 'sita_gurung' });
  expect(notContact.status).toBe(400);
  expect(notContact.body.error.fields.identifier).toBe('Enter your email address or a Nepali mobile number (98XXXXXXXX).');
  const landline = await otp({ identifier: '014123456' });
  expect(landline.status).toBe(400);
  const badCode = await otp({ identifier: 'sita@example.com', code: '12ab56' });
  expect(badCode.status).toBe(400);
  expect(badCode.body.error.fields.code).toBe('Enter the 6-digit code.');
  expect((await otp({})).status).toBe(400);
  const garbage = await callRoute(POST, { url: '/api/V2/login/otp', method: 'POST', body: '{nope', headers: freshIp() });
  expect(garbage.status).toBe(400);
});

test('the sixth code request to one address within the hour is refused with 429', async () => {
  const user = await makeUser();
  for (let i = 0; i < 5; i += 1) expect((await otp({ identifier: user.email })).status).toBe(200);
  const refused = await otp({ identifier: user.email });
  expect(refused.status).toBe(429);
  expect(refused.body.error.message).toMatch(/^Too many attempts/);
  expect(await outboxFor(user.email as string)).toHaveLength(5);
  // The limit is the same for an address without an account, so 429 reveals nothing either.
  for (let i = 0; i < 5; i += 1) await otp({ identifier: 'ghost@example.com' });
  expect((await otp({ identifier: 'ghost@example.com' })).status).toBe(429);
});

test('code guesses for one identifier are rate-limited across codes', async () => {
  const user = await makeUser();
  const email = user.email as string;
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) statuses.push((await otp({ identifier: email, code: '000000' })).status);
  expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
  expect(statuses[10]).toBe(429);
});

test('the right code sent twice at the same moment logs in once', async () => {
  const user = await makeUser();
  const email = user.email as string;
  await otp({ identifier: email });
  const code = await latestCode(email);
  const answers = await Promise.all([otp({ identifier: email, code }), otp({ identifier: email, code })]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
});
