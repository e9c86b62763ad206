/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { RegisterForm } from '@/components/account/register-form';
import { MESSAGES } from '@/lib/validation/account';
import { useUserStore } from '@/stores/user-store';
import { API, asha, renderWithClient, router } from './support';

jest.mock('next/navigation', () => jest.requireActual('./support').nextNavigationMock());

const signups: unknown[] = [];
const server = setupServer(
  // Everything is free unless a test says otherwise.
  http.post(API('register/check'), async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    const [field, value] = Object.entries(body)[0] ?? ['', ''];
    return HttpResponse.json({ data: { field, value, available: true, message: `That ${field} is free.` } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signups.length = 0;
  router.replace.mockReset();
  useUserStore.getState().reset();
  window.localStorage.clear();
});
afterAll(() => server.close());

const field = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const labels: Record<string, RegExp> = {
    name: /^Full name/,
    username: /^Username/,
    email: /^Email/,
    phone: /^Mobile number/,
    password: /^Password$/,
    confirmPassword: /^Confirm password$/,
  };
  for (const [key, value] of Object.entries(values)) {
    const label = labels[key];
    if (label && value) await user.type(field(label), value);
  }
}

test('bad input shows the shared schema messages beside each field and sends nothing', async () => {
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  await fill(user, { name: 'A', username: 'a!', email: 'asha@', phone: '12345', password: 'short', confirmPassword: 'other' });
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  expect(field(/^Full name/)).toHaveAccessibleDescription(MESSAGES.name);
  expect(field(/^Username/)).toHaveAccessibleDescription(MESSAGES.username);
  expect(field(/^Email/)).toHaveAccessibleDescription(MESSAGES.email);
  expect(field(/^Mobile number/)).toHaveAccessibleDescription(MESSAGES.phone);
  expect(field(/^Password$/)).toHaveAccessibleDescription(MESSAGES.passwordShort);
  expect(field(/^Password$/)).toHaveAttribute('aria-invalid', 'true');
  expect(signups).toHaveLength(0);
});

test('a common password and a mismatched confirmation are refused with their own words', async () => {
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  await fill(user, { name: 'Asha Shrestha', username: 'asha', email: 'asha@example.com', password: 'password123', confirmPassword: 'password12' });
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(field(/^Password$/)).toHaveAccessibleDescription(MESSAGES.passwordCommon);
  expect(field(/^Confirm password$/)).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
});

test('a taken username is reported while typing', async () => {
  server.use(
    http.post(API('register/check'), () =>
      HttpResponse.json({ data: { field: 'username', value: 'asha', available: false, message: 'This username is already registered.' } }),
    ),
  );
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  await user.type(field(/^Username/), 'asha');
  await waitFor(() => expect(field(/^Username/)).toHaveAccessibleDescription('This username is already registered.'));
  expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
});

test('a server refusal (409) shows beside the field and keeps everything typed', async () => {
  server.use(
    http.post(API('user-signup'), async ({ request }) => {
      signups.push(await request.json());
      return HttpResponse.json(
        { error: { message: 'This email is already registered.', code: 'conflict', fields: { email: 'This email is already registered.' } } },
        { status: 409 },
      );
    }),
  );
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  await fill(user, { name: 'Asha Shrestha', username: 'asha.s', email: 'Asha@Example.com', password: 'momo-and-chiya-2026', confirmPassword: 'momo-and-chiya-2026' });
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription('This email is already registered.'));
  expect(signups).toEqual([{ name: 'Asha Shrestha', username: 'asha.s', email: 'asha@example.com', password: 'momo-and-chiya-2026', source: 'web' }]);
  expect(field(/^Full name/)).toHaveValue('Asha Shrestha');
  expect(field(/^Password$/)).toHaveValue('momo-and-chiya-2026');
  expect(router.replace).not.toHaveBeenCalled();
});

test('an error without a message shows the SPEC fallback as the form error', async () => {
  server.use(http.post(API('user-signup'), () => HttpResponse.json({}, { status: 500 })));
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  await fill(user, { name: 'Asha Shrestha', username: 'asha.s', email: 'asha@example.com', password: 'momo-and-chiya-2026', confirmPassword: 'momo-and-chiya-2026' });
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
});

test('success logs the new account in and asks to confirm the email', async () => {
  server.use(
    http.post(API('user-signup'), () =>
      HttpResponse.json({ data: { token: 'tok-123', expiresAt: '2026-03-01T00:00:00Z', user: { ...asha, confirmed: false, emailVerified: false } } }, { status: 201 }),
    ),
  );
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  await fill(user, { name: 'Asha Shrestha', username: 'asha', email: 'asha@example.com', phone: '984-1234567', password: 'momo-and-chiya-2026', confirmPassword: 'momo-and-chiya-2026' });
  await user.click(screen.getByRole('button', { name: 'Create account' }));

  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/verify/email'));
  expect(window.localStorage.getItem('access_token')).toBe('tok-123');
  expect(useUserStore.getState().status).toBe('unconfirmed');
  expect(useUserStore.getState().isLoggedIn).toBe(false);
});
