import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/V2/login/google/route';
import { findSession } from '@/lib/server/auth/session';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '@/tests/api/support/call-route';
import { useTestDatabase } from '@/tests/api/support/database';
import { configureProviders, GOOGLE_CLIENT_ID, startFakeProviders, type FakeProviders } from './fake-providers';

const { db } = useTestDatabase();
const REFUSED = 'We could not verify your Google login. Please try again.';
let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
  configureProviders(fake);
});
afterAll(async () => {
  configureProviders(null);
  await fake.close();
});

function loginWithGoogle(credential: unknown) {
  return callRoute(POST, { url: '/api/V2/login/google', method: 'POST', body: { credential } });
}

async function usersWithEmail(email: string) {
  return db().select().from(users).where(eq(users.email, email));
}

async function userCount() {
  return (await db().select({ id: users.id }).from(users)).length;
}

test('a valid Google ID token creates a confirmed, password-less account and logs it in', async () => {
  const credential = await fake.googleToken({ sub: 'g-100', email: 'Asha.Rai@Example.com', name: 'Asha Rai' });

  const { status, body, headers } = await loginWithGoogle(credential);

  expect(status).toBe(200);
  expect(body.data.user).toMatchObject({
    name: 'Asha Rai',
    email: 'asha.rai@example.com',
    confirmed: true,
    emailVerified: true,
    hasPassword: false,
  });
  expect(body.data.user.username).toMatch(/^asha\.rai/);
  expect(body.data.user).not.toHaveProperty('googleSub');
  // The token really opens a Google session, and the web gets the same token as its httpOnly cookie.
  const session = await findSession(body.data.token);
  expect(session?.user.id).toBe(body.data.user.id);
  expect(session?.session.method).toBe('google');
  expect(headers.get('set-cookie')).toMatch(new RegExp(`ug_session=${body.data.token};.*HttpOnly`, 'i'));
  const [row] = await usersWithEmail('asha.rai@example.com');
  expect(row?.googleSub).toBe('g-100');
  expect(row?.passwordHash).toBeNull();
});

test('the same Google account logs into the same user again, even after its email changed', async () => {
  const first = await loginWithGoogle(await fake.googleToken({ sub: 'g-200', email: 'bikash@example.com', name: 'Bikash' }));
  const before = await userCount();

  const again = await loginWithGoogle(await fake.googleToken({ sub: 'g-200', email: 'bikash.new@example.com', name: 'B' }));

  expect(again.status).toBe(200);
  expect(again.body.data.user.id).toBe(first.body.data.user.id);
  expect(again.body.data.token).not.toBe(first.body.data.token); // a fresh session every login
  expect(await userCount()).toBe(before);
});

test('the issuer may be written without https (Google uses both forms)', async () => {
  const { status } = await loginWithGoogle(
    await fake.googleToken({ sub: 'g-250', email: 'plain-iss@example.com', iss: 'accounts.google.com' }),
  );
  expect(status).toBe(200);
});

describe('tokens Google did not issue for this shop are refused with 401 and create nothing', () => {
  const cases: Array<[string, () => Promise<string>]> = [
    ['minted for another client id', () => fake.googleToken({ sub: 'g-300', email: 'x1@example.com', aud: 'someone-else.apps.googleusercontent.com' })],
    ['from another issuer', () => fake.googleToken({ sub: 'g-301', email: 'x2@example.com', iss: 'https://evil.example.com' })],
    ['expired', () => fake.googleToken({ sub: 'g-302', email: 'x3@example.com', iat: 1_600_000_000, exp: 1_600_003_600 })],
    ['signed with a key Google never published', () => fake.googleToken({ sub: 'g-303', email: 'x4@example.com' }, { signWith: fake.otherKey })],
    ['tampered with after signing', async () => {
      const [header, , signature] = (await fake.googleToken({ sub: 'g-304', email: 'x5@example.com' })).split('.');
      const forged = Buffer.from(JSON.stringify({ sub: 'g-304', aud: GOOGLE_CLIENT_ID, iss: 'https://accounts.google.com', exp: 4_000_000_000, email: 'admin@example.com', email_verified: true })).toString('base64url');
      return `${header}.${forged}.${signature}`;
    }],
    ['not a JWT at all', async () => 'not-a-token'],
  ];

  test.each(cases)('%s', async (_label, makeToken) => {
    const before = await userCount();
    const { status, body } = await loginWithGoogle(await makeToken());
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ message: REFUSED, code: 'invalid_provider_token' });
    expect(await userCount()).toBe(before);
  });
});

test('a missing credential is a 400 on the field', async () => {
  const { status, body } = await callRoute(POST, { url: '/api/V2/login/google', method: 'POST', body: {} });
  expect(status).toBe(400);
  expect(body.error.fields.credential).toBe('The Google login did not send a credential.');
});

describe('linking to an existing account by email', () => {
  async function existingUser(email: string, confirmed: boolean) {
    const [row] = await db()
      .insert(users)
      .values({
        username: email.split('@')[0]!.replace(/[^a-z0-9]/g, ''),
        name: 'Existing Customer',
        email,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA',
        emailConfirmedAt: confirmed ? new Date() : null,
      })
      .returning();
    return row!;
  }

  test('a Google-verified email logs into the account that already owns it and links Google to it', async () => {
    const owner = await existingUser('sita@example.com', true);

    const { status, body } = await loginWithGoogle(await fake.googleToken({ sub: 'g-400', email: 'SITA@example.com' }));

    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: owner.id, name: 'Existing Customer', hasPassword: true });
    const [row] = await usersWithEmail('sita@example.com');
    expect(row?.googleSub).toBe('g-400');
    // Linked now: the next Google login finds the account by its Google id alone.
    const again = await loginWithGoogle(await fake.googleToken({ sub: 'g-400', email: 'other@example.com' }));
    expect(again.body.data.user.id).toBe(owner.id);
  });

  test('an email Google has NOT verified never links: the person gets a separate account without that email', async () => {
    const owner = await existingUser('ram@example.com', true);

    const { status, body } = await loginWithGoogle(
      await fake.googleToken({ sub: 'g-500', email: 'ram@example.com', email_verified: false, name: 'Not Ram' }),
    );

    expect(status).toBe(200);
    expect(body.data.user.id).not.toBe(owner.id);
    // No email to confirm: the provider's login is the confirmation, so the guarded profile pages open (SPEC §6).
    expect(body.data.user).toMatchObject({ email: null, confirmed: true, name: 'Not Ram' });
    const [row] = await usersWithEmail('ram@example.com');
    expect(row?.googleSub).toBeNull();
  });

  test('an account whose email was never confirmed is not handed over (409), and stays unlinked', async () => {
    await existingUser('hari@example.com', false);

    const { status, body } = await loginWithGoogle(await fake.googleToken({ sub: 'g-600', email: 'hari@example.com' }));

    expect(status).toBe(409);
    expect(body.error.code).toBe('account_not_confirmed');
    expect(body.error.message).toMatch(/not confirmed/);
    const [row] = await usersWithEmail('hari@example.com');
    expect(row?.googleSub).toBeNull();
  });

  test('an account already linked to a different Google account is not taken over by another one', async () => {
    await loginWithGoogle(await fake.googleToken({ sub: 'g-700', email: 'gita@example.com' }));

    const { status, body } = await loginWithGoogle(await fake.googleToken({ sub: 'g-701', email: 'gita@example.com' }));

    expect(status).toBe(409);
    expect(body.error.code).toBe('provider_account_mismatch');
    const [row] = await usersWithEmail('gita@example.com');
    expect(row?.googleSub).toBe('g-700');
  });
});

test('without GOOGLE_CLIENT_ID the endpoint answers 501 provider_not_configured', async () => {
  configureProviders(fake, { google: false });
  try {
    const { status, body } = await loginWithGoogle(await fake.googleToken({ sub: 'g-800', email: 'y@example.com' }));
    expect(status).toBe(501);
    expect(body.error).toEqual({ message: 'Google login is not set up for this shop.', code: 'provider_not_configured' });
  } finally {
    configureProviders(fake);
  }
});
