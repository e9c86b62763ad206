/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { goToLogin } from '@/components/product/go-to-login';
import { WishlistButton } from '@/components/product/wishlist-button';
import { createThrottle } from '@/lib/domain/throttle';
import { useFavoritesStore } from '@/stores/favorites-store';
import { useUserStore } from '@/stores/user-store';

jest.mock('@/components/product/go-to-login', () => ({ goToLogin: jest.fn() }));

const API = (path: string) => `/api/V2/${path}`;
const calls: { path: string; body: unknown }[] = [];
let wishlist = { product: [] as number[], automobile: [] as number[] };

const server = setupServer(
  http.get(API('wish-and-cart'), () => HttpResponse.json({ data: { cart: { product: [] }, wishlist } })),
  http.post(API('wishes/add'), async ({ request }) => {
    const body = (await request.json()) as { id: number; type: 'product' | 'automobile' };
    calls.push({ path: 'add', body });
    wishlist = { ...wishlist, [body.type]: [body.id, ...wishlist[body.type]] };
    return HttpResponse.json({ data: { ...body, wished: true, wishlist } });
  }),
  http.post(API('wishes/delete'), async ({ request }) => {
    const body = (await request.json()) as { id: number; type: 'product' | 'automobile' };
    calls.push({ path: 'delete', body });
    wishlist = { ...wishlist, [body.type]: wishlist[body.type].filter((id) => id !== body.id) };
    return HttpResponse.json({ data: { ...body, wished: false, wishlist } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  wishlist = { product: [], automobile: [] };
  jest.mocked(goToLogin).mockReset();
  useUserStore.getState().reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const logIn = () => useUserStore.getState().setUser({ id: 7, username: 'asha', name: 'Asha Shrestha', confirmed: true });
const heart = () => screen.getByRole('button', { name: 'Add to wishlist: Black Forest Cake' });

test('a visitor’s heart sends them to log in and calls nothing', async () => {
  const user = userEvent.setup();
  render(<WishlistButton productId={12} productType="cake" name="Black Forest Cake" />);
  await user.click(heart());
  expect(goToLogin).toHaveBeenCalledTimes(1);
  expect(calls).toEqual([]);
});

test('a customer’s heart shows the saved state, adds a cake to the product list and removes it again', async () => {
  wishlist = { product: [5], automobile: [] };
  logIn();
  const user = userEvent.setup();
  let now = 1_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  render(
    <>
      <WishlistButton productId={5} productType="product" name="Dhaka Topi" />
      <WishlistButton productId={12} productType="cake" name="Black Forest Cake" />
    </>,
  );
  // Loaded once after login (SPEC §4), however many hearts are on the page.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add to wishlist: Dhaka Topi' })).toHaveAttribute('aria-pressed', 'true'));
  expect(heart()).toHaveAttribute('aria-pressed', 'false');

  await user.click(heart());
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  expect(calls).toEqual([{ path: 'add', body: { id: 12, type: 'product' } }]);

  now += 1_000;
  await user.click(heart());
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
  expect(calls[1]).toEqual({ path: 'delete', body: { id: 12, type: 'product' } });
  expect(useFavoritesStore.getState().product).toEqual([5]);
});

test('presses within 1000 ms of the last one are ignored (SPEC §9)', async () => {
  logIn();
  const user = userEvent.setup();
  let now = 5_000_000;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
  render(<WishlistButton productId={12} productType="cake" name="Black Forest Cake" />);
  await user.click(heart());
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
  now += 400;
  await user.click(heart());
  now += 500;
  await user.click(heart());
  expect(calls).toHaveLength(1);
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
});

test('a refused call puts the heart back', async () => {
  let refused = 0;
  server.use(
    http.post(API('wishes/add'), () => {
      refused += 1;
      return HttpResponse.json({ error: { message: 'Product not found', code: 'not_found' } }, { status: 404 });
    }),
  );
  logIn();
  const user = userEvent.setup();
  render(<WishlistButton productId={12} productType="cake" name="Black Forest Cake" />);
  await user.click(heart());
  await waitFor(() => expect(refused).toBe(1));
  await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
  expect(heart()).toHaveAttribute('aria-pressed', 'false');
  expect(goToLogin).not.toHaveBeenCalled();
});

test('logging out empties the hearts', async () => {
  useFavoritesStore.getState().setLists({ product: [12], automobile: [] });
  logIn();
  useUserStore.getState().reset();
  expect(useFavoritesStore.getState()).toMatchObject({ product: [], automobile: [], status: 'idle' });
});

test('the throttle lets one action through per interval', () => {
  const pass = createThrottle(1000);
  expect([pass(0), pass(999), pass(1000), pass(1500), pass(2001)]).toEqual([true, false, true, false, true]);
});

test('a click while the favourites are still loading is not undone by the older list arriving afterwards', async () => {
  // wish-and-cart read the (empty) list before the click's add; its answer only arrives after the add's answer.
  let releaseLoad: () => void = () => {};
  const loadHeld = new Promise<void>((resolve) => {
    releaseLoad = resolve;
  });
  server.use(
    http.get(API('wish-and-cart'), async () => {
      const before = { product: [] as number[], automobile: [] as number[] };
      await loadHeld;
      return HttpResponse.json({ data: { cart: { product: [] }, wishlist: before } });
    }),
  );
  logIn();
  const user = userEvent.setup();
  render(<WishlistButton productId={12} productType="cake" name="Black Forest Cake" />);
  await waitFor(() => expect(useFavoritesStore.getState().status).toBe('loading'));

  await user.click(heart());
  await waitFor(() => expect(calls).toEqual([{ path: 'add', body: { id: 12, type: 'product' } }]));
  await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

  releaseLoad();
  await waitFor(() => expect(useFavoritesStore.getState().status).toBe('ready'));
  expect(heart()).toHaveAttribute('aria-pressed', 'true');
});
