/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ReviewStep } from '@/components/checkout/review-step';
import type { CartLine } from '@/lib/domain/cart-types';
import { useCartStore } from '@/stores/cart-store';
import { initialCheckout, useCheckoutStore } from '@/stores/checkout-store';
import { cartOf, line } from '../cart/fixtures';

// Checkout's review step: open a line, change the message on the cake and the quantity, save through the cart API,
// and the totals are asked for again from the server.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

const API = (path: string) => `/api/V2/${path}`;
const CHOICE = { addressId: 5, locationId: 3, deliveryDate: '2030-03-14', deliveryMethod: 'standard', slotId: 2 };

const cakeLine = (quantity: number, message: string): CartLine =>
  line({
    cartItemId: 1,
    name: 'Black Forest Cake',
    sellingPrice: 150000,
    quantity,
    options: { pound: 2, message },
    optionsSummary: ['2 lb', `Message: “${message}”`],
    productDetails: { ...line({ cartItemId: 1, name: 'Black Forest Cake' }).productDetails, type: 'cake', isCake: true },
  });
const roses = line({ cartItemId: 2, name: 'Red Roses', sellingPrice: 90000 });

let cart = cartOf([cakeLine(1, 'Happy Birthday'), roses]);
/** The cake's rule as its product page data says (null: the product call fails). */
let rule: { allowsMessage: boolean; maxMessageLength: number } | null = { allowsMessage: true, maxMessageLength: 40 };
const calls: { path: string; body: Record<string, unknown> }[] = [];
const quoteTotal = () => cart.totals.total + 10000;

const server = setupServer(
  http.post(API('checkout-quote'), () =>
    HttpResponse.json({
      data: {
        totals: { subtotal: cart.totals.subtotal, accessories: 0, discount: 0, voucher: 0, deliveryCharge: 10000, total: quoteTotal() },
        couponCode: null,
        itemCount: cart.totals.count,
        delivery: { chargeInfo: 'New Baneshwor: Rs 100.' },
      },
    }),
  ),
  http.get(API('product/:id'), ({ params }) =>
    rule === null || params.id !== '101'
      ? HttpResponse.json({ error: { message: 'Something went wrong', code: 'server_error' } }, { status: 503 })
      : HttpResponse.json({ data: { product: { id: 101, cake: rule } } }),
  ),
  http.get(API('payment-methods'), () => HttpResponse.json({ data: { paymentMethods: [{ id: 'cod', label: 'Cash on delivery' }], default: 'cod' } })),
  http.post(API('update-cart-quantity'), async ({ request }) => {
    const body = (await request.json()) as { cartItemId: number; quantity: number };
    calls.push({ path: 'update-cart-quantity', body });
    const current = cart.cartItems[0]!;
    cart = cartOf([cakeLine(body.quantity, current.options.message ?? ''), roses]);
    return HttpResponse.json({ data: cart });
  }),
  http.post(API('update-cart-item'), async ({ request }) => {
    const body = (await request.json()) as { cartItemId: number; message: string };
    calls.push({ path: 'update-cart-item', body });
    if (body.message.length > 40) {
      const message = 'Keep the message to 40 characters.';
      return HttpResponse.json({ error: { message, code: 'unprocessable', fields: { message } } }, { status: 422 });
    }
    cart = cartOf([cakeLine(cart.cartItems[0]!.quantity, body.message), roses]);
    return HttpResponse.json({ data: cart });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  cart = cartOf([cakeLine(1, 'Happy Birthday'), roses]);
  rule = { allowsMessage: true, maxMessageLength: 40 };
  act(() => {
    useCartStore.getState().setCart(cart);
    useCheckoutStore.setState(initialCheckout());
  });
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

/** The review step as checkout renders it: the lines come from the cart store. */
function Review() {
  const lines = useCartStore((s) => s.cart?.cartItems ?? []);
  return <ReviewStep choice={CHOICE} lines={lines} />;
}

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Review />
    </QueryClientProvider>,
  );
}

const totalRow = async () => (await screen.findByText('Total')).closest('div') as HTMLElement;

test('changing the message and the quantity saves both and shows the server’s new total', async () => {
  const user = userEvent.setup();
  renderReview();
  expect(await within(await totalRow()).findByText(/2,500/)).toBeInTheDocument(); // 1,500 + 900 + 100 delivery
  await user.click(screen.getByRole('button', { name: 'Customise Black Forest Cake' }));

  const editor = screen.getByRole('group', { name: 'Customise Black Forest Cake' });
  const message = await within(editor).findByLabelText(/Message on the cake/);
  expect(message).toHaveValue('Happy Birthday');
  expect(message).toHaveAccessibleDescription('14/40 characters');
  expect(editor).toHaveTextContent('रू 1,500 each');
  // The store's processCart fields are what the editor shows.
  expect(useCheckoutStore.getState()).toMatchObject({ productType: 'cake', cakePrice: 150000, productQuantity: 1, customization: { cartItemId: 1, message: 'Happy Birthday' } });
  expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();

  await user.clear(message);
  await user.type(message, 'Happy 60th, Buwa!');
  await user.click(within(editor).getByRole('button', { name: 'One more Black Forest Cake' }));
  expect(useCheckoutStore.getState().productQuantity).toBe(2);
  await user.click(within(editor).getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText(/Black Forest Cake × 2/)).toBeInTheDocument();
  expect(screen.getByText(/Message: “Happy 60th, Buwa!”/)).toBeInTheDocument();
  expect(calls).toEqual([
    { path: 'update-cart-quantity', body: { cartItemId: 1, quantity: 2 } },
    { path: 'update-cart-item', body: { cartItemId: 1, message: 'Happy 60th, Buwa!' } },
  ]);
  // 2 × 1,500 + 900 + 100 delivery, as the quote answered after the change.
  expect(await within(await totalRow()).findByText(/4,000/)).toBeInTheDocument();
  expect(useCheckoutStore.getState()).toMatchObject({ customization: null, productQuantity: 1, productType: 'product' });
  expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
});

test('the message is held to the cake’s limit while typing', async () => {
  const user = userEvent.setup();
  renderReview();
  await user.click(await screen.findByRole('button', { name: 'Customise Black Forest Cake' }));
  const message = await screen.findByLabelText(/Message on the cake/);
  await user.clear(message);
  await user.type(message, 'Happy birthday to the best grandmother in all of Nepal');
  expect(message).toHaveValue('Happy birthday to the best grandmother i');
  expect(message).toHaveAccessibleDescription('40/40 characters');
});

test('when the limit cannot be read first, the server’s refusal is shown beside the field and the editor stays open', async () => {
  rule = null;
  const user = userEvent.setup();
  renderReview();
  await user.click(await screen.findByRole('button', { name: 'Customise Black Forest Cake' }));
  const editor = screen.getByRole('group', { name: 'Customise Black Forest Cake' });
  const message = await within(editor).findByLabelText(/Message on the cake/);
  await user.clear(message);
  await user.type(message, 'Happy birthday to the best grandmother in all of Nepal');
  await user.click(within(editor).getByRole('button', { name: 'Save changes' }));

  expect(await within(editor).findByText('Keep the message to 40 characters.')).toBeInTheDocument();
  expect(message).toHaveAccessibleDescription('Keep the message to 40 characters.');
  expect(calls.map((c) => c.path)).toEqual(['update-cart-item']);
  expect(useCartStore.getState().cart?.cartItems[0]?.options.message).toBe('Happy Birthday');
});

test('a cake that takes no message says so', async () => {
  rule = { allowsMessage: false, maxMessageLength: 40 };
  const user = userEvent.setup();
  renderReview();
  await user.click(await screen.findByRole('button', { name: 'Customise Black Forest Cake' }));
  expect(await screen.findByText('This cake does not carry a message.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Message on the cake/)).not.toBeInTheDocument();
});

test('other goods can change their quantity but have no message; Cancel sends nothing', async () => {
  const user = userEvent.setup();
  renderReview();
  await user.click(await screen.findByRole('button', { name: 'Customise Red Roses' }));
  const editor = screen.getByRole('group', { name: 'Customise Red Roses' });
  expect(within(editor).queryByLabelText(/Message on the cake/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Customise Black Forest Cake' })).toBeDisabled();
  await user.click(within(editor).getByRole('button', { name: 'One more Red Roses' }));
  await user.click(within(editor).getByRole('button', { name: 'Cancel' }));
  expect(calls).toEqual([]);
  expect(screen.getByText(/Red Roses × 1/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Customise Black Forest Cake' })).toBeEnabled();
});
