/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { CartPage } from '@/components/cart/cart-page';
import { MiniCart } from '@/components/layout/mini-cart';
import { AddToCartButtons } from '@/components/product/add-to-cart-buttons';
import { useCartStore } from '@/stores/cart-store';
import { cartOf, line } from './fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }), usePathname: () => '/cart' }));
jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  push.mockReset();
  act(() => useCartStore.getState().clear());
});
afterAll(() => server.close());

function withQuery(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const cake = line({ cartItemId: 1, name: 'Black Forest Cake', sellingPrice: 120000, quantity: 2 });
const roses = line({ cartItemId: 2, name: 'Red Roses', sellingPrice: 90000, sale: { price: 90000, listPrice: 100000 } });

describe('mini-cart', () => {
  it('shows image, name, price × quantity and Quantity for each line, then View Cart', () => {
    act(() => useCartStore.getState().setCart(cartOf([cake, roses])));
    render(<MiniCart />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Black Forest Cake' })).toHaveAttribute('href', '/product/black-forest-cake');
    expect(within(items[0] as HTMLElement).getByText('रू 1,200 × 2')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('रू 900 × 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });

  it('removes a line through the API and shows what the server answered', async () => {
    act(() => useCartStore.getState().setCart(cartOf([cake, roses])));
    server.use(http.post('/api/V2/remove-from-cart', () => HttpResponse.json({ data: cartOf([roses]) })));
    render(<MiniCart />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove from cart' })[0] as HTMLElement);
    expect(await screen.findByText('रू 900 × 1')).toBeInTheDocument();
    expect(screen.queryByText('Black Forest Cake')).not.toBeInTheDocument();
  });

  it("says 'No Items In the Cart' when empty", () => {
    render(<MiniCart />);
    expect(screen.getByText('No Items In the Cart')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Cart' })).not.toBeInTheDocument();
  });
});

describe('/cart page', () => {
  it('shows lines, a changed price and an unavailable line, and keeps checkout closed until they are dealt with', async () => {
    const moved = { ...cake, priceChanged: true, previousPrice: 110000 };
    const gone = line({ cartItemId: 3, name: 'Teddy Couple', available: false, lineTotal: 0, issue: { code: 'sold_out', message: 'Sold out. Remove it to continue.' } });
    server.use(
      http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([moved, gone]) })),
      http.get('/api/V2/accessories', () => HttpResponse.json({ data: { accessories: [] } })),
    );
    render(withQuery(<CartPage />));
    expect(await screen.findByText('Price changed from रू 1,100 to रू 1,200.')).toBeInTheDocument();
    expect(screen.getByText('Sold out. Remove it to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
    // The sold-out line is shown but not charged: the total is the cake's 2 × रू 1,200 only.
    expect(within(screen.getByTestId('cart-totals')).getByText('Total').nextElementSibling).toHaveTextContent('रू 2,400');
  });

  it("shows the server's reason when a coupon is refused", async () => {
    server.use(
      http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([cake]) })),
      http.get('/api/V2/accessories', () => HttpResponse.json({ data: { accessories: [] } })),
      http.post('/api/V2/apply-coupon', () =>
        HttpResponse.json(
          { error: { message: 'Add रू 2,600 more to use this code.', code: 'unprocessable', fields: { code: 'Add रू 2,600 more to use this code.' } } },
          { status: 422 },
        ),
      ),
    );
    render(withQuery(<CartPage />));
    await userEvent.type(await screen.findByLabelText('Coupon code'), 'tihar500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add रू 2,600 more to use this code.');
    expect(screen.getByLabelText('Coupon code')).toHaveValue('tihar500');
    // The summary's button (a phone's sticky bar has one too: its own test is tests/e2e/phone-screens.spec.ts).
    expect(within(screen.getByRole('complementary', { name: 'Order summary' })).getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows add-ons chosen without a product, with the way to a cake, and no checkout', async () => {
    const candle = {
      id: 5, accessoryId: 2, productId: null, slug: 'number-candle', name: 'Number Candle', kind: 'candle', image: '/media/a.svg',
      price: 5000, quantity: 1, lineTotal: 5000, available: true,
    };
    server.use(
      http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([], { accessories: [candle] }) })),
      http.get('/api/V2/accessories', () =>
        HttpResponse.json({ data: { accessories: [{ id: 2, name: 'Number Candle', slug: 'number-candle', description: 'A golden digit candle.', price: 5000, image: '/media/a.svg', kind: 'candle', inStock: true }] } }),
      ),
    );
    render(withQuery(<CartPage />));
    expect(await screen.findByText('Your add-ons need a cake or gift')).toBeInTheDocument();
    expect(screen.queryByText('No Items In the Cart')).not.toBeInTheDocument();
    expect(await screen.findByText('Number Candle')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse cakes' })).toHaveAttribute('href', '/category/cakes');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('shows the empty state for an empty cart', async () => {
    server.use(http.get('/api/V2/cart', () => HttpResponse.json({ data: cartOf([]) })));
    render(withQuery(<CartPage />));
    expect(await screen.findByText('No Items In the Cart')).toBeInTheDocument();
  });
});

describe('Add to cart and Buy now', () => {
  it('adds with source web and the chosen options; Buy now goes on to checkout', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/V2/add-to-cart', async ({ request }) => {
        const body = (await request.json()) as { quickCheckout: boolean };
        sent.push(body);
        return HttpResponse.json({ data: { ...cartOf([cake]), cartItemId: 1, quickCheckout: body.quickCheckout, ...(body.quickCheckout ? { redirect: '/checkout' } : {}) } });
      }),
    );
    render(<AddToCartButtons productId={101} name="Black Forest Cake" options={{ pound: 2, message: 'Happy Birthday' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(sent[0]).toEqual({ source: 'web', quantity: 1, productId: 101, options: { pound: 2, message: 'Happy Birthday' }, quickCheckout: false });
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(push).toHaveBeenCalledWith('/checkout');
  });

  it("shows the server's refusal", async () => {
    server.use(
      http.post('/api/V2/add-to-cart', () =>
        HttpResponse.json({ error: { message: 'Only 3 left in stock.', code: 'unprocessable', fields: { quantity: 'Only 3 left in stock.' } } }, { status: 422 }),
      ),
    );
    render(<AddToCartButtons productId={7} name="Red Roses" maxQuantity={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left in stock.');
  });
});
