/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { formatNpr } from '@/lib/domain/money';
import { useCartStore } from '@/stores/cart-store';
import { initialCheckout, useCheckoutStore } from '@/stores/checkout-store';
import { addressView, locationsAnswer } from '../addresses/fixtures';
import { cartOf, line } from '../cart/fixtures';

// Checkout says one thing (issue 11 §2): the sidebar's total follows the steps (the server's quote once a delivery is
// chosen), the completed date step names the slot, step 2 prices the methods on the customer's cart (cart: true) and
// the review says why delivery is free, the payment methods carry their marks, and a new address starts with the
// account's own mobile number and asks nobody for a latitude.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

const API = (path: string) => `/api/V2/${path}`;
const money = (paisa: number) => formatNpr(paisa, { compact: false });

const CART = cartOf([line({ cartItemId: 1, name: 'Red Roses', sellingPrice: 110000, quantity: 2 })]);
const QUOTE_TOTAL = CART.totals.total + 50000;
const FREE_REASON = 'Free delivery to New Baneshwor on orders of रू 2,500 or more.';

let addresses = [addressView()];
let methodBodies: Record<string, unknown>[] = [];
let quoteBodies: Record<string, unknown>[] = [];

const slot = (id: number, label: string) => ({ id, label, startsAt: '', endsAt: '', available: true });

const server = setupServer(
  http.get(API('cart'), () => HttpResponse.json({ data: CART })),
  http.get(API('shipping-addresses'), () => HttpResponse.json({ data: { addressInfo: addresses } })),
  http.get(API('delivery-locations'), () => HttpResponse.json(locationsAnswer)),
  http.post(API('first-delivery-date'), () => HttpResponse.json({ data: { firstDeliveryDate: '2030-03-14', firstDeliveryDateTime: '2030-03-14T09:00:00+05:45' } })),
  http.post(API('delivery-methods-time-slot'), async ({ request }) => {
    methodBodies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({
      data: {
        deliveryMethods: [
          { id: 1, code: 'standard', name: 'Standard delivery', description: '', premium: 0, available: true, charge: 0, freeDelivery: true, chargeInfo: FREE_REASON, placeInfo: FREE_REASON, methodInfo: null, timeSlots: [slot(2, '9 AM – 12 PM'), slot(3, '12 PM – 3 PM')] },
          { id: 3, code: 'midnight', name: 'Midnight delivery', description: '', premium: 50000, available: true, charge: 50000, freeDelivery: true, chargeInfo: `${FREE_REASON} Midnight delivery adds रू 500.`, placeInfo: FREE_REASON, methodInfo: 'Midnight delivery adds रू 500.', timeSlots: [slot(9, '11 PM – 12 AM (midnight)')] },
        ],
      },
    });
  }),
  http.post(API('checkout-quote'), async ({ request }) => {
    const body = (await request.json()) as { slotId: number };
    quoteBodies.push(body);
    const midnight = body.slotId === 9;
    const deliveryCharge = midnight ? 50000 : 0;
    return HttpResponse.json({
      data: {
        totals: { subtotal: CART.totals.subtotal, accessories: 0, discount: 0, voucher: 0, deliveryCharge, total: CART.totals.total + deliveryCharge },
        couponCode: null,
        itemCount: CART.totals.count,
        delivery: {
          charge: deliveryCharge,
          freeDelivery: true,
          chargeInfo: midnight ? `${FREE_REASON} Midnight delivery adds रू 500.` : FREE_REASON,
          method: midnight ? { id: 3, code: 'midnight', name: 'Midnight delivery' } : { id: 1, code: 'standard', name: 'Standard delivery' },
          slot: midnight ? slot(9, '11 PM – 12 AM (midnight)') : slot(2, '9 AM – 12 PM'),
        },
      },
    });
  }),
  http.get(API('payment-methods'), () =>
    HttpResponse.json({
      data: {
        paymentMethods: [
          { id: 'cod', label: 'Cash on delivery' },
          { id: 'esewa', label: 'eSewa' },
          { id: 'khalti', label: 'Khalti' },
        ],
        default: 'cod',
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  addresses = [addressView()];
  methodBodies = [];
  quoteBodies = [];
  useCheckoutStore.setState(initialCheckout());
  useCartStore.getState().clear();
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

function renderCheckout(customerPhone: string | null = '9841234567') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CheckoutFlow customerName="Asha Shrestha" customerPhone={customerPhone} />
    </QueryClientProvider>,
  );
}

const sidebar = () => screen.getByRole('complementary', { name: 'Your order' });
const totalIn = (box: HTMLElement) => within(box).getByText('Total').nextElementSibling?.textContent;

test('the sidebar total follows the steps: the cart before a delivery is chosen, the server’s quote after', async () => {
  const user = userEvent.setup();
  renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Deliver here' }));
  expect(within(sidebar()).getByText('Before delivery').nextElementSibling).toHaveTextContent(money(CART.totals.total));

  await user.click(await screen.findByRole('radio', { name: '11 PM – 12 AM (midnight)' }));
  // A slot chosen on step 2 already moves the sidebar to the quote's total, delivery included.
  await waitFor(() => expect(totalIn(sidebar())).toBe(money(QUOTE_TOTAL)));
  expect(within(sidebar()).queryByText('Before delivery')).not.toBeInTheDocument();
  expect(quoteBodies.at(-1)).toMatchObject({ addressId: 41, deliveryDate: '2030-03-14', deliveryMethod: 'midnight', slotId: 9 });

  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  const review = await screen.findByTestId('order-totals');
  await waitFor(() => expect(totalIn(review)).toBe(money(QUOTE_TOTAL)));
  // Review and sidebar read one query (asked again as the review opens, so it is fresh): the same total.
  expect(totalIn(sidebar())).toBe(totalIn(review));
});

test('the completed date step names the chosen method and slot, as the server calls them', async () => {
  const user = userEvent.setup();
  renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Deliver here' }));
  await user.click(await screen.findByRole('radio', { name: '12 PM – 3 PM' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  const step2 = screen.getByRole('region', { name: /Date and time/ });
  expect(step2).toHaveTextContent('Thu, 14 Mar 2030 · Standard delivery, 12 PM – 3 PM');
});

test('step 2 asks for charges on the customer’s cart and says why delivery is free; the review agrees and says why', async () => {
  const user = userEvent.setup();
  renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Deliver here' }));
  expect(await screen.findByTestId('delivery-charge-info')).toHaveTextContent(FREE_REASON);
  expect(methodBodies[0]).toMatchObject({ cart: true, locationId: 3, deliveryDate: '2030-03-14' });
  const standard = screen.getByRole('group', { name: /Standard delivery/ });
  expect(within(standard).getByText(/Standard delivery · Free/)).toBeInTheDocument();

  await user.click(within(standard).getByRole('radio', { name: '9 AM – 12 PM' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  const review = await screen.findByTestId('order-totals');
  await waitFor(() => expect(within(review).getByText('Delivery').nextElementSibling).toHaveTextContent('Free'));
  expect(review).toHaveTextContent(FREE_REASON);
});

test('each way of paying shows its mark beside its name', async () => {
  const user = userEvent.setup();
  renderCheckout();
  await user.click(await screen.findByRole('button', { name: 'Deliver here' }));
  await user.click(await screen.findByRole('radio', { name: '9 AM – 12 PM' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  const methods = ['Cash on delivery', 'eSewa', 'Khalti'];
  for (const name of methods) {
    const option = (await screen.findByRole('radio', { name })).closest('label')!;
    expect(option.querySelector('svg')).not.toBeNull();
  }
  const esewa = screen.getByRole('radio', { name: 'eSewa' }).closest('label')!.querySelector('svg')!;
  expect(esewa.querySelector('text')).toHaveTextContent('eSewa');
  expect(esewa.querySelector('rect')?.getAttribute('fill')).toMatch(/^#[0-9a-f]{6}$/i);
});

test('a first address starts with the account’s mobile number and has no latitude or longitude to type', async () => {
  addresses = [];
  renderCheckout('+977 984-1234567');
  const form = await screen.findByRole('form', { name: 'New address' });
  expect(within(form).getByLabelText('Receiver’s name')).toHaveValue('Asha Shrestha');
  expect(within(form).getByLabelText('Mobile number')).toHaveValue('9841234567');
  expect(within(form).queryByLabelText(/latitude|longitude/i)).not.toBeInTheDocument();
  expect(within(form).queryByRole('textbox', { name: /map pin/i })).not.toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
});

test('an account without a Nepali mobile leaves the number for the customer', async () => {
  addresses = [];
  renderCheckout(null);
  const form = await screen.findByRole('form', { name: 'New address' });
  expect(within(form).getByLabelText('Mobile number')).toHaveValue('');
});

test('what comes free (a gift the cart earned) is a line of the sidebar and of the review, at रू 0 with why', async () => {
  const teddy = { id: 1, productId: 175, title: 'Free teddy with orders above रू 5,000', name: 'Small White Teddy with Heart', slug: 'small-white-teddy-with-heart', image: '/t.svg', threshold: 500_000, unlocked: true, remaining: 0 };
  server.use(http.get(API('cart'), () => HttpResponse.json({ data: cartOf(CART.cartItems, { gifts: [teddy] }) })));
  const user = userEvent.setup();
  renderCheckout();
  const box = await screen.findByRole('complementary', { name: 'Your order' });
  const inSidebar = (await within(box).findByText(/Small White Teddy with Heart × 1/)).closest('li')!;
  expect(inSidebar).toHaveTextContent('Free: Free teddy with orders above रू 5,000');
  expect(inSidebar).toHaveTextContent(money(0));

  await user.click(await screen.findByRole('button', { name: 'Deliver here' }));
  await user.click(await screen.findByRole('radio', { name: '9 AM – 12 PM' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  const inReview = (await screen.findAllByTestId('review-line')).find((li) => li.textContent?.includes('Small White Teddy with Heart'));
  expect(inReview).toHaveTextContent('Small White Teddy with Heart × 1');
  expect(inReview).toHaveTextContent('Comes free: Free teddy with orders above रू 5,000');
  expect(inReview).toHaveTextContent(money(0));
});
