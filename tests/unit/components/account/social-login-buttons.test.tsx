/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
// msw 2 needs the fetch API globals that plain jsdom lacks (see that environment file).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { SocialLoginButtons } from '@/components/account/social-login-buttons';

const server = setupServer();
const posted: Array<{ path: string; body: unknown }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
  delete window.FB;
  delete window.google;
});
afterAll(() => server.close());

const LOGIN_ANSWER = {
  token: 'session-token',
  expiresAt: '2027-01-01T00:00:00.000Z',
  user: { id: 7, username: 'pema', name: 'Pema Sherpa', email: 'pema@example.com' },
};

function answer(path: string, status: number, body: unknown) {
  server.use(
    http.post(`/api/V2/${path}`, async ({ request }) => {
      posted.push({ path, body: await request.json() });
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

/** A stand-in for the Facebook JS SDK: FB.login answers with the given token (or none: the person cancelled). */
function fakeFacebook(accessToken: string | null) {
  const sdk = {
    init: jest.fn(),
    login: jest.fn((callback: (response: { authResponse?: { accessToken?: string } | null }) => void) =>
      callback({ authResponse: accessToken ? { accessToken } : null }),
    ),
  };
  window.FB = sdk;
  return sdk;
}

/** A stand-in for Google Identity Services: keeps the callback so the test can "click" the Google button. */
function fakeGoogle() {
  const gis = {
    callback: null as null | ((response: { credential?: string }) => void),
    initialize: jest.fn((options: { callback: (response: { credential?: string }) => void }) => {
      gis.callback = options.callback;
    }),
    renderButton: jest.fn((parent: HTMLElement) => {
      parent.innerHTML = '<div role="button">Continue with Google</div>';
    }),
  };
  window.google = { accounts: { id: gis } };
  return gis;
}

test('renders nothing when neither Google nor Facebook is configured', () => {
  const { container } = render(<SocialLoginButtons providers={{ google: null, facebook: null }} onLoggedIn={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

test('shows only the configured provider', async () => {
  const gis = fakeGoogle();
  render(<SocialLoginButtons providers={{ google: { clientId: 'client-1' }, facebook: null }} onLoggedIn={jest.fn()} />);
  await waitFor(() => expect(gis.renderButton).toHaveBeenCalled());
  expect(gis.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1' }));
  expect(screen.queryByRole('button', { name: /facebook/i })).not.toBeInTheDocument();
});

test('Google: the credential from the Google button is posted to login/google and the login handed to onLoggedIn', async () => {
  answer('login/google', 200, { data: LOGIN_ANSWER });
  const gis = fakeGoogle();
  const onLoggedIn = jest.fn();
  render(<SocialLoginButtons providers={{ google: { clientId: 'client-1' }, facebook: null }} onLoggedIn={onLoggedIn} />);
  await waitFor(() => expect(gis.callback).not.toBeNull());

  // What GIS does when the person picks their Google account.
  act(() => gis.callback?.({ credential: 'google-id-token' }));

  await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(LOGIN_ANSWER));
  expect(posted).toEqual([{ path: 'login/google', body: { credential: 'google-id-token' } }]);
});

test('Facebook: the SDK is set up with the app id, and its access token is posted to login/facebook', async () => {
  answer('login/facebook', 200, { data: LOGIN_ANSWER });
  const sdk = fakeFacebook('fb-access-token');
  const onLoggedIn = jest.fn();
  const user = userEvent.setup();
  render(<SocialLoginButtons providers={{ google: null, facebook: { appId: 'app-9' } }} onLoggedIn={onLoggedIn} />);
  await waitFor(() => expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ appId: 'app-9' })));

  await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

  await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(LOGIN_ANSWER));
  expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
  expect(posted).toEqual([{ path: 'login/facebook', body: { accessToken: 'fb-access-token' } }]);
});

test("a refused login shows the server's message", async () => {
  answer('login/facebook', 401, {
    error: { message: 'We could not verify your Facebook login. Please try again.', code: 'invalid_provider_token' },
  });
  const sdk = fakeFacebook('fb-access-token');
  const onLoggedIn = jest.fn();
  const user = userEvent.setup();
  render(<SocialLoginButtons providers={{ google: null, facebook: { appId: 'app-9' } }} onLoggedIn={onLoggedIn} />);
  await waitFor(() => expect(sdk.init).toHaveBeenCalled());

  await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify your Facebook login. Please try again.');
  expect(onLoggedIn).not.toHaveBeenCalled();
});

test("without a server message it says 'An unexpected error occurred.'", async () => {
  answer('login/google', 500, {});
  const gis = fakeGoogle();
  render(<SocialLoginButtons providers={{ google: { clientId: 'client-1' }, facebook: null }} onLoggedIn={jest.fn()} />);
  await waitFor(() => expect(gis.callback).not.toBeNull());

  // What GIS does when the person picks their Google account.
  act(() => gis.callback?.({ credential: 'google-id-token' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
});

test('closing the Facebook dialog sends nothing and shows no error', async () => {
  const sdk = fakeFacebook(null);
  const user = userEvent.setup();
  render(<SocialLoginButtons providers={{ google: null, facebook: { appId: 'app-9' } }} onLoggedIn={jest.fn()} />);
  await waitFor(() => expect(sdk.init).toHaveBeenCalled());

  await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));

  expect(sdk.login).toHaveBeenCalled();
  expect(posted).toHaveLength(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
