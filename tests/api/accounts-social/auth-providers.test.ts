import { GET } from '@/app/api/V2/auth-providers/route';
import { callRoute } from '@/tests/api/support/call-route';
import { configureProviders, FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, GOOGLE_CLIENT_ID, startFakeProviders, type FakeProviders } from './fake-providers';

// No database needed: the answer comes from the environment alone.
let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
});
afterEach(() => configureProviders(null));
afterAll(() => fake.close());

const getProviders = () => callRoute(GET, { url: '/api/V2/auth-providers' });

test('with nothing configured both providers are null, so the login page shows no social buttons', async () => {
  configureProviders(null);
  const { status, body } = await getProviders();
  expect(status).toBe(200);
  expect(body).toEqual({ data: { google: null, facebook: null } });
});

test('configured providers give the browser their public ids, never the Facebook secret', async () => {
  configureProviders(fake);
  const { body } = await getProviders();
  expect(body.data).toEqual({ google: { clientId: GOOGLE_CLIENT_ID }, facebook: { appId: FACEBOOK_APP_ID } });
  expect(JSON.stringify(body)).not.toContain(FACEBOOK_APP_SECRET);
});

test('Facebook counts as configured only with both its app id and secret', async () => {
  configureProviders(fake, { google: false });
  delete process.env.FACEBOOK_APP_SECRET;
  const { body } = await getProviders();
  expect(body.data).toEqual({ google: null, facebook: null });
});
