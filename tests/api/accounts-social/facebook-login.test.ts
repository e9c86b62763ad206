import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/V2/login/facebook/route';
import { findSession } from '@/lib/server/auth/session';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '@/tests/api/support/call-route';
import { useTestDatabase } from '@/tests/api/support/database';
import { configureProviders, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, startFakeProviders, type FakeProviders } from './fake-providers';

const { db } = useTestDatabase();
const REFUSED = 'We could not verify your Facebook login. Please try again.';
let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
  configureProviders(fake);
});
afterEach(() => {
  fake.graphRequests.length = 0;
  fake.graphStatus = null;
});
afterAll(async () => {
  configureProviders(null);
  await fake.close();
});

function loginWithFacebook(accessToken: unknown) {
  return callRoute(POST, { url: '/api/V2/login/facebook', method: 'POST', body: { accessToken } });
}

async function userCount() {
  return (await db().select({ id: users.id }).from(users)).length;
}

test('a token Facebook vouches for creates a confirmed account and logs it in', async () => {
  fake.facebookTokens.set('fb-token-1', { userId: '10001', name: 'Pema Sherpa', email: 'Pema@Example.com' });

  const { status, body, headers } = await loginWithFacebook('fb-token-1');

  expect(status).toBe(200);
  expect(body.data.user).toMatchObject({ name: 'Pema Sherpa', email: 'pema@example.com', confirmed: true, hasPassword: false });
  const session = await findSession(body.data.token);
  expect(session?.session.method).toBe('facebook');
  expect(session?.user.facebookId).toBe('10001');
  expect(headers.get('set-cookie')).toContain(`ug_session=${body.data.token}`);
  // debug_token was asked with the app token; /me was read with the user's token plus the app-secret proof.
  const [debug, me] = fake.graphRequests;
  expect(debug?.pathname).toBe('/graph/debug_token');
  expect(debug?.searchParams.get('access_token')).toBe(`${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`);
  expect(me?.pathname).toBe('/graph/me');
  expect(me?.searchParams.get('fields')).toBe('id,name,email');
});

test('the same Facebook person logs into the same account again', async () => {
  fake.facebookTokens.set('fb-token-2a', { userId: '10002', name: 'Nima', email: 'nima@example.com' });
  fake.facebookTokens.set('fb-token-2b', { userId: '10002', name: 'Nima L.', email: 'nima@example.com' });
  const first = await loginWithFacebook('fb-token-2a');
  const before = await userCount();

  const again = await loginWithFacebook('fb-token-2b');

  expect(again.status).toBe(200);
  expect(again.body.data.user.id).toBe(first.body.data.user.id);
  expect(await userCount()).toBe(before);
});

test('a Facebook account without an email still gets an account, named from Facebook and with no email', async () => {
  fake.facebookTokens.set('fb-token-3', { userId: '10003', name: 'Dawa' });

  const { status, body } = await loginWithFacebook('fb-token-3');

  expect(status).toBe(200);
  // No email to confirm: Facebook's login is the confirmation, so the guarded profile pages open (SPEC §6).
  expect(body.data.user).toMatchObject({ name: 'Dawa', email: null, confirmed: true });
});

describe('tokens Facebook does not vouch for are refused with 401 and create nothing', () => {
  test.each([
    ['reported invalid by debug_token', 'fb-invalid', { userId: '20001', isValid: false, email: 'a@example.com' }],
    ['issued for another app', 'fb-other-app', { userId: '20002', appId: '999999', email: 'b@example.com' }],
    ['unknown to Facebook', 'fb-unknown', null],
  ] as const)('%s', async (_label, token, known) => {
    if (known) fake.facebookTokens.set(token, known);
    const before = await userCount();

    const { status, body } = await loginWithFacebook(token);

    expect(status).toBe(401);
    expect(body.error).toEqual({ message: REFUSED, code: 'invalid_provider_token' });
    expect(await userCount()).toBe(before);
    // Rejected at debug_token: the person's profile is never read with a token we do not trust.
    expect(fake.graphRequests.map((url) => url.pathname)).toEqual(['/graph/debug_token']);
  });

  test('Graph API down: still a clear 401, and the log carries no token or secret', async () => {
    fake.facebookTokens.set('fb-token-down', { userId: '20003', email: 'c@example.com' });
    fake.graphStatus = 503;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { status, body } = await loginWithFacebook('fb-token-down');
      expect(status).toBe(401);
      expect(body.error.message).toBe(REFUSED);
      const logged = JSON.stringify(warn.mock.calls);
      expect(logged).not.toContain('fb-token-down');
      expect(logged).not.toContain(FACEBOOK_APP_SECRET);
    } finally {
      warn.mockRestore();
    }
  });
});

test('a Facebook email logs into the confirmed account that already owns it and links Facebook to it', async () => {
  const [owner] = await db()
    .insert(users)
    .values({ username: 'tashi', name: 'Tashi', email: 'tashi@example.com', emailConfirmedAt: new Date() })
    .returning();
  fake.facebookTokens.set('fb-token-4', { userId: '10004', name: 'Tashi FB', email: 'tashi@example.com' });

  const { status, body } = await loginWithFacebook('fb-token-4');

  expect(status).toBe(200);
  expect(body.data.user.id).toBe(owner!.id);
  const [row] = await db().select().from(users).where(eq(users.id, owner!.id));
  expect(row?.facebookId).toBe('10004');
});

test('an empty token is a 400 on the field, before Facebook is asked', async () => {
  const { status, body } = await loginWithFacebook('   ');
  expect(status).toBe(400);
  expect(body.error.fields.accessToken).toBe('The Facebook login did not send an access token.');
  expect(fake.graphRequests).toHaveLength(0);
});

test('without FACEBOOK_APP_ID / FACEBOOK_APP_SECRET the endpoint answers 501 provider_not_configured', async () => {
  configureProviders(fake, { facebook: false });
  try {
    const { status, body } = await loginWithFacebook('fb-token-1');
    expect(status).toBe(501);
    expect(body.error).toEqual({ message: 'Facebook login is not set up for this shop.', code: 'provider_not_configured' });
    expect(fake.graphRequests).toHaveLength(0);
  } finally {
    configureProviders(fake);
  }
});
