/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { avatarFileError } from '@/components/account/avatar-field';
import { ChangePasswordPanel } from '@/components/account/change-password-form';
import { ProfileEditForm } from '@/components/account/profile-edit-form';
import { MESSAGES } from '@/lib/validation/account';
import { API, asha, renderWithClient, router } from './support';

jest.mock('next/navigation', () => jest.requireActual('./support').nextNavigationMock());
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  router.replace.mockReset();
});
afterAll(() => server.close());

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

test('an avatar must be a JPEG, PNG or WebP up to 2 MB before it is uploaded', () => {
  expect(avatarFileError(new File(['x'], 'me.png', { type: 'image/png' }))).toBeNull();
  expect(avatarFileError(new File(['x'], 'me.gif', { type: 'image/gif' }))).toBe(MESSAGES.avatar);
  expect(avatarFileError(new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }))).toBe(MESSAGES.avatar);
  expect(avatarFileError(new File([], 'empty.webp', { type: 'image/webp' }))).toBe(MESSAGES.avatar);
});

test('choosing a wrong file shows the message beside the photo field', async () => {
  const user = userEvent.setup({ applyAccept: false });
  renderWithClient(<ProfileEditForm user={asha} />);
  await user.upload(input(/Profile photo/), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
  expect(input(/Profile photo/)).toHaveAccessibleDescription(MESSAGES.avatar);
  expect(input(/Profile photo/)).toHaveAttribute('aria-invalid', 'true');
});

test('profile edit checks the name and birthday with the shared schema', async () => {
  const user = userEvent.setup();
  renderWithClient(<ProfileEditForm user={asha} />);
  await user.clear(input(/Full name/));
  await user.type(input(/Full name/), 'A');
  await user.type(input(/Date of birth/), '2999-01-01');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(input(/Full name/)).toHaveAccessibleDescription(MESSAGES.name);
  expect(input(/Date of birth/)).toHaveAccessibleDescription(MESSAGES.dateOfBirthFuture);
});

test('change password: a wrong current password is shown beside that field, the new ones stay typed', async () => {
  server.use(
    http.post(API('change-password'), () =>
      HttpResponse.json(
        { error: { message: 'Your current password is not right.', code: 'bad_request', fields: { currentPassword: 'Your current password is not right.' } } },
        { status: 400 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderWithClient(<ChangePasswordPanel signedIn hasPassword />);
  await user.type(input(/^Current password$/), 'wrong-one-here');
  await user.type(input(/^New password$/), 'a-brand-new-passphrase');
  await user.type(input(/^Confirm new password$/), 'a-brand-new-passphrase');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(input(/^Current password$/)).toHaveAccessibleDescription('Your current password is not right.'));
  expect(input(/^New password$/)).toHaveValue('a-brand-new-passphrase');
});

test('change password: mismatched confirmation uses the shared message; logged-out visitors are sent to log in', async () => {
  const user = userEvent.setup();
  const { unmount } = renderWithClient(<ChangePasswordPanel signedIn hasPassword />);
  await user.type(input(/^Current password$/), 'old-passphrase-1');
  await user.type(input(/^New password$/), 'a-brand-new-passphrase');
  await user.type(input(/^Confirm new password$/), 'a-brand-new-passphrasf');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(input(/^Confirm new password$/)).toHaveAccessibleDescription(MESSAGES.passwordMismatch);
  unmount();

  renderWithClient(<ChangePasswordPanel signedIn={false} hasPassword={false} />);
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login?referrer=%2Fprofile%2Fchangepassword'));
});
