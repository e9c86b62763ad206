/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LoginPanel } from '@/components/account/login-panel';
import { MESSAGES } from '@/lib/validation/account';
import { CODE_MESSAGES } from '@/lib/validation/account-codes';
import { useUserStore } from '@/stores/user-store';
import { API, asha, renderWithClient, router } from './support';

jest.mock('next/navigation', () => jest.requireActual('./support').nextNavigationMock());

const bodies: Record<string, unknown[]> = {};
const server = setupServer();
const record = (path: string) => async ({ request }: { request: Request }) => {
  (bodies[path] ??= []).push(await request.json());
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  for (const key of Object.keys(bodies)) delete bodies[key];
  router.replace.mockReset();
  useUserStore.getState().reset();
  window.localStorage.clear();
});
afterAll(() => server.close());

const NO_PROVIDERS = { google: null, facebook: null };
const loginAnswer = { data: { token: 'tok-abc', expiresAt: '2026-03-01T00:00:00Z', user: asha } };
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

test('empty fields get the shared schema messages beside them', async () => {
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(input(/Email, phone or username/)).toHaveAccessibleDescription(MESSAGES.identifier);
  expect(input(/^Password$/)).toHaveAccessibleDescription(MESSAGES.password);
});

test("a refused login shows the server's message and keeps what was typed; login/check hints at registering", async () => {
  server.use(
    http.post(API('login/user'), async (info) => {
      await record('login/user')(info);
      return HttpResponse.json({ error: { message: 'The email/phone/username or password is incorrect.', code: 'invalid_credentials' } }, { status: 401 });
    }),
    http.post(API('login/check'), () => HttpResponse.json({ data: { exists: false, methods: [] } })),
  );
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  await user.type(input(/Email, phone or username/), 'nobody@example.com');
  await user.type(input(/^Password$/), 'not-my-password');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The email/phone/username or password is incorrect.');
  expect(await screen.findByText(/We could not find an account for “nobody@example.com”/)).toBeInTheDocument();
  expect(input(/Email, phone or username/)).toHaveValue('nobody@example.com');
  expect(bodies['login/user']).toEqual([{ identifier: 'nobody@example.com', password: 'not-my-password', source: 'web' }]);
});

test("without a server message the login says 'An unexpected error occurred.'", async () => {
  server.use(
    http.post(API('login/user'), () => HttpResponse.json({}, { status: 502 })),
    http.post(API('login/check'), () => HttpResponse.json({}, { status: 502 })),
  );
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  await user.type(input(/Email, phone or username/), 'asha');
  await user.type(input(/^Password$/), 'momo-and-chiya-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
});

test('the password can be shown and hidden', async () => {
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  expect(input(/^Password$/)).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input(/^Password$/)).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input(/^Password$/)).toHaveAttribute('type', 'password');
});

test('a successful login stores the token, sets the user and returns to the referrer', async () => {
  server.use(http.post(API('login/user'), () => HttpResponse.json(loginAnswer)));
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile/orders?page=2" providers={NO_PROVIDERS} />);
  await user.type(input(/Email, phone or username/), 'asha');
  await user.type(input(/^Password$/), 'momo-and-chiya-2026');
  await user.click(screen.getByRole('button', { name: 'Log in' }));

  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile/orders?page=2'));
  expect(window.localStorage.getItem('access_token')).toBe('tok-abc');
  expect(useUserStore.getState()).toMatchObject({ status: 'authenticated', isLoggedIn: true, profile: { username: 'asha' } });
});

test('one-time code: send, a wrong code shows the tries left beside the box, the right one logs in', async () => {
  let attempts = 0;
  server.use(
    http.post(API('login/otp'), async ({ request }) => {
      const body = (await request.json()) as { identifier: string; code?: string };
      (bodies['login/otp'] ??= []).push(body);
      if (!body.code) {
        return HttpResponse.json({ data: { sent: true, message: `If an account exists for ${body.identifier}, we sent a 6-digit code.`, expiresInSeconds: 600 } });
      }
      attempts += 1;
      if (attempts === 1) {
        return HttpResponse.json(
          { error: { message: 'That code is not right. 4 tries left.', code: 'wrong_code', fields: { code: 'That code is not right. 4 tries left.' } } },
          { status: 400 },
        );
      }
      return HttpResponse.json(loginAnswer);
    }),
  );
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  await user.click(screen.getByRole('tab', { name: 'One-time code' }));

  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(input(/Mobile number or email/)).toHaveAccessibleDescription(CODE_MESSAGES.contact);

  await user.type(input(/Mobile number or email/), '+977 984-1234567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('If an account exists for 9841234567, we sent a 6-digit code.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Send a new code in \d+s/ })).toBeDisabled();

  await user.type(input(/6-digit code/), '111111');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(input(/6-digit code/)).toHaveAccessibleDescription('That code is not right. 4 tries left.'));
  expect(input(/6-digit code/)).toHaveValue('111111');

  await user.clear(input(/6-digit code/));
  await user.type(input(/6-digit code/), '123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/profile'));
  expect(bodies['login/otp']).toEqual([
    { identifier: '9841234567' },
    { identifier: '9841234567', code: '111111' },
    { identifier: '9841234567', code: '123456' },
  ]);
});

test('the tabs follow the keyboard (arrow keys)', async () => {
  const user = userEvent.setup();
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  screen.getByRole('tab', { name: 'Password' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'One-time code' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'One-time code' })).toHaveFocus();
});
