/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadCart } from '@/lib/api/hooks/load-cart';
import { StartupGetError, startupGet } from '@/lib/api/startup-get';
import { useCartStore } from '@/stores/cart-store';
import { cartOf, line } from '../cart/fixtures';

// The header's start-up cart GET goes through fetch (no axios on a page's first screen); it must keep authApi's
// contract: the Bearer token of a logged-in visitor, the guest cookie, and a thrown error on a non-2xx answer.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  useCartStore.getState().clear();
});
afterAll(() => server.close());

test('a logged-in visitor’s cart is asked for with their token', async () => {
  window.localStorage.setItem('access_token', 'tok-7');
  let auth: string | null = 'unset';
  server.use(
    http.get('*/api/V2/cart', ({ request }) => {
      auth = request.headers.get('authorization');
      return HttpResponse.json({ data: cartOf([line({ cartItemId: 3, name: 'Red Velvet Cake', quantity: 2 })]) });
    }),
  );
  await loadCart();
  expect(auth).toBe('Bearer tok-7');
  expect(useCartStore.getState().items.map((i) => [i.name, i.quantity])).toEqual([['Red Velvet Cake', 2]]);
});

test('a guest’s cart is asked for without a token', async () => {
  let auth: string | null = 'unset';
  server.use(
    http.get('*/api/V2/cart', ({ request }) => {
      auth = request.headers.get('authorization');
      return HttpResponse.json({ data: cartOf([]) });
    }),
  );
  await loadCart();
  expect(auth).toBeNull();
});

test('an error answer throws with its status and envelope, and the cart is emptied', async () => {
  useCartStore.getState().setCart(cartOf([line({ cartItemId: 1, name: 'Black Forest Cake' })]));
  const envelope = { error: { message: 'Service unavailable', code: 'internal_error' } };
  server.use(http.get('*/api/V2/cart', () => HttpResponse.json(envelope, { status: 503 })));
  const failure = await startupGet('cart').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(StartupGetError);
  expect(failure).toMatchObject({ status: 503, body: envelope });
  await expect(loadCart()).rejects.toBeInstanceOf(StartupGetError);
  expect(useCartStore.getState().items).toEqual([]);
  expect(useCartStore.getState().loading).toBe(false);
});
