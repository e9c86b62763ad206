/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AuthBootstrap } from '@/components/account/auth-bootstrap';
import { useUserStore } from '@/stores/user-store';
import { API, asha, router } from './support';

jest.mock('next/navigation', () => jest.requireActual('./support').nextNavigationMock());

const seenAuth: (string | null)[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seenAuth.length = 0;
  router.replace.mockReset();
  router.pathname = '/';
  useUserStore.getState().reset();
  window.localStorage.clear();
});
afterAll(() => server.close());

function answerValidateToken(status: number, body: unknown) {
  server.use(
    http.get(API('validate-token'), ({ request }) => {
      seenAuth.push(request.headers.get('authorization'));
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
}

const unauthenticated = { error: { message: 'User is not authenticated', code: 'unauthenticated' } };

test('without a stored token nothing is checked and the visitor stays a visitor', async () => {
  answerValidateToken(200, { data: { valid: true, user: asha } });
  render(<AuthBootstrap />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(seenAuth).toEqual([]);
  expect(useUserStore.getState().status).toBe('idle');
});

test('a valid token loads the user (sent as a Bearer token)', async () => {
  window.localStorage.setItem('access_token', 'tok-good');
  answerValidateToken(200, { data: { valid: true, user: asha } });
  render(<AuthBootstrap />);
  await waitFor(() => expect(useUserStore.getState().status).toBe('authenticated'));
  expect(useUserStore.getState().profile?.username).toBe('asha');
  expect(seenAuth).toEqual(['Bearer tok-good']);
});

test('a token for an unconfirmed user marks the session unconfirmed (not logged in yet)', async () => {
  window.localStorage.setItem('access_token', 'tok-new');
  answerValidateToken(200, { data: { valid: true, user: { ...asha, confirmed: false } } });
  render(<AuthBootstrap />);
  await waitFor(() => expect(useUserStore.getState().status).toBe('unconfirmed'));
  expect(useUserStore.getState().isLoggedIn).toBe(false);
});

test('a 401 on a guarded page removes the token and goes to /login with the page as referrer', async () => {
  window.localStorage.setItem('access_token', 'tok-revoked');
  router.pathname = '/profile/edit';
  answerValidateToken(401, unauthenticated);
  render(<AuthBootstrap />);
  await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/login?referrer=%2Fprofile%2Fedit'));
  expect(window.localStorage.getItem('access_token')).toBeNull();
  expect(useUserStore.getState()).toMatchObject({ status: 'failed', isLoggedIn: false, profile: null });
});

test('a 401 on a public page removes the token but stays on the page', async () => {
  window.localStorage.setItem('access_token', 'tok-revoked');
  router.pathname = '/category/cakes';
  answerValidateToken(401, unauthenticated);
  render(<AuthBootstrap />);
  await waitFor(() => expect(window.localStorage.getItem('access_token')).toBeNull());
  expect(useUserStore.getState().status).toBe('failed');
  expect(router.replace).not.toHaveBeenCalled();
});

test('a server hiccup (503) keeps the token: nobody is logged out by an outage', async () => {
  window.localStorage.setItem('access_token', 'tok-good');
  router.pathname = '/profile';
  answerValidateToken(503, {});
  render(<AuthBootstrap />);
  await waitFor(() => expect(seenAuth).toHaveLength(1));
  await waitFor(() => expect(useUserStore.getState().status).toBe('idle'));
  expect(window.localStorage.getItem('access_token')).toBe('tok-good');
  expect(router.replace).not.toHaveBeenCalled();
});
