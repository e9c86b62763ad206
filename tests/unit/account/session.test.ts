/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HEADER_FOOTER_CACHE_KEY, logout, logoutOtherDevices, saveLogin } from '@/lib/api/session';
import { useCartStore } from '@/stores/cart-store';
import { COMPARE_STORAGE_KEY, useCompareStore } from '@/stores/compare-store';
import { useUserStore } from '@/stores/user-store';
import { API, asha } from './support';

const calls: { url: string; auth: string | null }[] = [];
const server = setupServer(
  http.post(API('user-logout'), ({ request }) => {
    calls.push({ url: request.url, auth: request.headers.get('authorization') });
    const revoked = new URL(request.url).searchParams.get('excludeThis') === '1' ? 2 : 1;
    return HttpResponse.json({ data: { revoked } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

function loggedInWithState() {
  saveLogin({ token: 'tok-1', user: asha });
  window.localStorage.setItem(HEADER_FOOTER_CACHE_KEY, '{"header":{}}');
  useCompareStore.getState().add(11);
  useCartStore.getState().setItems([{ cartItemId: 1, slug: 'black-forest', image: '/m.svg', name: 'Black Forest', sellingPrice: 120000, quantity: 1 }]);
}

test('logout ends the session on the server, clears token, header/footer cache, compare ids, user and cart, then goes to login', async () => {
  loggedInWithState();
  expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).not.toBeNull();
  const navigate = jest.fn();

  await logout({ referrer: '/product/black-forest', navigate });

  expect(calls).toEqual([{ url: expect.stringMatching(/\/api\/V2\/user-logout$/), auth: 'Bearer tok-1' }]);
  expect(window.localStorage.getItem('access_token')).toBeNull();
  expect(window.localStorage.getItem(HEADER_FOOTER_CACHE_KEY)).toBeNull();
  expect(useCompareStore.getState().ids).toEqual([]);
  expect(useCartStore.getState().items).toEqual([]);
  expect(useUserStore.getState()).toMatchObject({ isLoggedIn: false, profile: null, data: null, status: 'idle' });
  expect(navigate).toHaveBeenCalledWith('/login?referrer=%2Fproduct%2Fblack-forest');
});

test('logout still clears this device when the server cannot be reached', async () => {
  server.use(http.post(API('user-logout'), () => HttpResponse.error()));
  loggedInWithState();
  const navigate = jest.fn();
  await logout({ referrer: '/profile', navigate });
  expect(window.localStorage.getItem('access_token')).toBeNull();
  expect(useUserStore.getState().isLoggedIn).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/login?referrer=%2Fprofile');
});

test('"log out of other devices" asks with excludeThis=1 and keeps this device logged in', async () => {
  saveLogin({ token: 'tok-1', user: asha });
  expect(await logoutOtherDevices()).toBe(2);
  expect(calls[0]?.url).toMatch(/user-logout\?excludeThis=1$/);
  expect(window.localStorage.getItem('access_token')).toBe('tok-1');
  expect(useUserStore.getState().isLoggedIn).toBe(true);
});
