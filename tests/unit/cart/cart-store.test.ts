/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cartCalls, loadCart, syncAccessories } from '@/lib/api/hooks/use-cart';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { cartOf, line } from './fixtures';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useCartStore.getState().clear();
});
afterAll(() => server.close());

const cake = line({ cartItemId: 1, name: 'Black Forest Cake', quantity: 2 });
const roses = line({ cartItemId: 2, name: 'Red Roses', sellingPrice: 150000 });

describe('SPEC §4 cart transitions', () => {
  it('a cart answer fills the store; the badge counts units', async () => {
    server.use(http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([cake, roses], { note: 'Ring twice' }) })));
    await loadCart();
    const state = useCartStore.getState();
    expect(state.items.map((i) => i.cartItemId)).toEqual([1, 2]);
    expect(state.cartNote).toBe('Ring twice');
    expect(state.cartId).toBe(9);
    expect(selectCartCount(state)).toBe(3);
  });

  it('an empty or failed cart answer empties the items', async () => {
    useCartStore.getState().setCart(cartOf([cake]));
    server.use(http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([]) })));
    await loadCart();
    expect(useCartStore.getState().items).toEqual([]);

    useCartStore.getState().setCart(cartOf([cake]));
    server.use(http.get('/api/V2/cart', () => HttpResponse.json({ error: { message: 'down', code: 'internal_error' } }, { status: 500 })));
    await expect(loadCart()).rejects.toBeDefined();
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('removing an item replaces the cart with the answer', async () => {
    useCartStore.getState().setCart(cartOf([cake, roses]));
    const sent: unknown[] = [];
    server.use(
      http.post('/api/V2/remove-from-cart', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: cartOf([roses]) });
      }),
    );
    await cartCalls.remove(1);
    expect(sent).toEqual([{ cartItemId: 1 }]);
    expect(useCartStore.getState().items.map((i) => i.name)).toEqual(['Red Roses']);
  });

  it('removing an item whose answer has no data empties the cart', async () => {
    useCartStore.getState().setCart(cartOf([cake, roses]));
    server.use(http.post('/api/V2/remove-from-cart', () => HttpResponse.json({ data: null })));
    await cartCalls.remove(2);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('pending add-ons are posted one by one, then the cart is reloaded and the list cleared', async () => {
    useCartStore.getState().setCart(cartOf([cake]));
    const calls: string[] = [];
    server.use(
      http.post('/api/V2/cake-accessory', async ({ request }) => {
        const body = (await request.json()) as { id: number; quantity: number };
        calls.push(`post ${body.id}×${body.quantity}`);
        return body.id === 99
          ? HttpResponse.json({ error: { message: 'Add-on not found', code: 'not_found' } }, { status: 404 })
          : HttpResponse.json({ data: cartOf([cake]) });
      }),
      http.get('/api/V2/cart', () => {
        calls.push('reload');
        return HttpResponse.json({ data: cartOf([cake], { accessories: [] }) });
      }),
    );
    const { queueAccessory } = useCartStore.getState();
    queueAccessory(3, 2);
    queueAccessory(4, 1);
    queueAccessory(99, 1);
    queueAccessory(4, 0);
    const refused = await syncAccessories(cake.productId);
    expect(calls).toEqual(['post 3×2', 'post 4×0', 'post 99×1', 'reload']);
    expect(refused).toEqual([99]);
    expect(useCartStore.getState().pendingAccessories).toEqual({});
  });
});
