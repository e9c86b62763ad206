/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { MESSAGES } from '@/lib/validation/account';
import { CODE_MESSAGES } from '@/lib/validation/account-codes';
import { API, renderWithClient } from './support';

jest.mock('next/navigation', () => jest.requireActual('./support').nextNavigationMock());

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const linkIsValid = () => http.post(API('verify-reset-token'), () => HttpResponse.json({ data: { valid: true, email: 'a***@example.com' } }));

async function typeNewPassword(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password$/, { selector: 'input' }), password);
  await user.type(input(/^Confirm new password$/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

test('reset password: a mismatched confirmation is shown beside it and nothing is sent', async () => {
  const sent = jest.fn();
  server.use(linkIsValid(), http.post(API('new-password'), () => sent()));
  renderWithClient(<NewPasswordForm token="a-long-emailed-token" />);
  expect(await screen.findByText('a***@example.com')).toBeInTheDocument();
  await typeNewPassword('a-brand-new-passphrase', 'a-brand-new-passphrasf');
  expect(input(/^Confirm new password$/)).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
  expect(sent).not.toHaveBeenCalled();
});

test('reset password: a broken link token has no field of its own, so its message stands above the button', async () => {
  server.use(linkIsValid());
  renderWithClient(<NewPasswordForm token={'x'.repeat(201)} />);
  await typeNewPassword('a-brand-new-passphrase', 'a-brand-new-passphrase');
  expect(screen.getByRole('alert')).toHaveTextContent(CODE_MESSAGES.token);
  expect(input(/^New password$/)).toHaveValue('a-brand-new-passphrase');
});

test('reset password: a link used up meanwhile shows the server message; success offers the login', async () => {
  const expired = 'This reset link has expired or was already used.';
  server.use(
    linkIsValid(),
    http.post(API('new-password'), () =>
      HttpResponse.json({ error: { message: expired, code: 'reset_token_invalid', fields: { token: expired } } }, { status: 400 }),
    ),
  );
  renderWithClient(<NewPasswordForm token="a-long-emailed-token" />);
  await typeNewPassword('a-brand-new-passphrase', 'a-brand-new-passphrase');
  expect(await screen.findByRole('alert')).toHaveTextContent(expired);

  server.use(http.post(API('new-password'), () => HttpResponse.json({ data: { message: 'Your password has been changed.' } })));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login');
});

test('forgot password: a bad email is refused beside the field; a sent link is confirmed and can be sent again', async () => {
  server.use(http.post(API('forgot-password'), () => HttpResponse.json({ data: { message: 'If an account exists, we sent a link.' } })));
  const user = userEvent.setup();
  renderWithClient(<ForgotPasswordForm />);
  await user.type(input(/^Email$/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(input(/^Email$/)).toHaveAccessibleDescription(MESSAGES.email);

  await user.clear(input(/^Email$/));
  expect(input(/^Email$/)).not.toHaveAttribute('aria-invalid');
  await user.type(input(/^Email$/), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('If an account exists, we sent a link.'));
  expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
});
