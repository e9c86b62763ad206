/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LoginPanel } from '@/components/account/login-panel';
import { RegisterForm } from '@/components/account/register-form';
import { VerifiedActions } from '@/components/account/verified-actions';
import { EMPTY_CART } from '@/lib/domain/cart-types';
import { useCartStore } from '@/stores/cart-store';
import { useUserStore } from '@/stores/user-store';
import { cartOf, line } from '../cart/fixtures';
import { API, asha, renderWithClient, router } from './support';

// Signing up from checkout leads back to checkout (issue 11 §2): "Create an account" on the login page keeps the
// referrer, register carries it to "check your inbox" and "email confirmed", and the confirmed page offers checkout
// whenever the cart still holds something.

jest.mock('next/navigation', () => jest.requireActual('./support').nextNavigationMock());

let cart = cartOf([line({ cartItemId: 1, name: 'Red Roses' })]);
const server = setupServer(
  http.post(API('register/check'), async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    const [field, value] = Object.entries(body)[0] ?? ['', ''];
    return HttpResponse.json({ data: { field, value, available: true, message: `That ${field} is free.` } });
  }),
  http.post(API('user-signup'), () =>
    HttpResponse.json({ data: { token: 'tok-123', expiresAt: '2026-03-01T00:00:00Z', user: { ...asha, confirmed: false, emailVerified: false } } }, { status: 201 }),
  ),
  http.get(API('cart'), () => HttpResponse.json({ data: cart })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  router.replace.mockReset();
  useUserStore.getState().reset();
  useCartStore.getState().clear();
  window.localStorage.clear();
  window.history.replaceState({}, '', '/');
});
afterAll(() => server.close());

const NO_PROVIDERS = { google: null, facebook: null };

test('"Create an account" from the login page keeps where the shopper was going', () => {
  const { unmount } = renderWithClient(<LoginPanel referrer="/checkout" providers={NO_PROVIDERS} />);
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register?referrer=%2Fcheckout');
  unmount();
  // The default page after login is not worth carrying.
  renderWithClient(<LoginPanel referrer="/profile" providers={NO_PROVIDERS} />);
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
});

test('register carries the referrer to "check your inbox", and "Log in" keeps it too', async () => {
  window.history.replaceState({}, '', '/register?referrer=%2Fcheckout');
  const user = userEvent.setup();
  renderWithClient(<RegisterForm />);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?referrer=%2Fcheckout');
  await user.type(screen.getByLabelText(/^Full name/, { selector: 'input' }), 'Asha Shrestha');
  await user.type(screen.getByLabelText(/^Username/, { selector: 'input' }), 'asha');
  await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password$/, { selector: 'input' }), 'momo-and-chiya-2026');
  await user.type(screen.getByLabelText(/^Confirm password$/, { selector: 'input' }), 'momo-and-chiya-2026');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/verify/email?referrer=%2Fcheckout'));
});

test('an unsafe referrer is dropped on the way', () => {
  window.history.replaceState({}, '', '/register?referrer=%2F%2Fevil.example%2F');
  renderWithClient(<RegisterForm />);
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
});

test('email confirmed, with something in the cart: the way back to checkout comes first', async () => {
  cart = cartOf([line({ cartItemId: 1, name: 'Red Roses' })]);
  renderWithClient(<VerifiedActions />);
  expect(await screen.findByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
});

test('email confirmed, cart empty: back to the page the shopper signed up from, else the profile', async () => {
  cart = { ...EMPTY_CART, cartId: 9 };
  const settled = async (container: HTMLElement) => waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
  window.history.replaceState({}, '', '/verified?referrer=%2Fproduct%2Fblack-forest');
  const first = renderWithClient(<VerifiedActions />);
  await settled(first.container);
  expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute('href', '/product/black-forest');
  expect(screen.queryByRole('link', { name: 'Back to checkout' })).not.toBeInTheDocument();
  first.unmount();

  window.history.replaceState({}, '', '/verified');
  const second = renderWithClient(<VerifiedActions />);
  await settled(second.container);
  expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('link', { name: 'Back to checkout' })).not.toBeInTheDocument();
});
