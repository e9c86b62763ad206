/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CakeOptionsForm } from '@/components/product/cake-options-form';
import type { CakeOptionsView } from '@/lib/domain/catalogue-types';

const PRICE_URL = '/api/V2/calculate-product-price';

/** A 1–5 lb cake, half-pound steps; two tiers need 3 lb; red velvet costs Rs 100/lb more; eggless +Rs 150/lb. */
function cake(overrides: Partial<CakeOptionsView> = {}): CakeOptionsView {
  return {
    basePrice: 120000,
    baseListPrice: 140000,
    minPound: 1,
    maxPound: 5,
    poundStep: 0.5,
    pricePerExtraPound: 100000,
    egglessPerPound: 15000,
    lessCreamAvailable: true,
    tiers: [
      { tiers: 1, minPound: 1, surcharge: 0 },
      { tiers: 2, minPound: 3, surcharge: 50000 },
    ],
    heights: [{ code: 'regular', label: 'Regular', surchargePerPound: 0 }],
    flavours: [
      { id: 7, name: 'Chocolate', extraPerPound: 0 },
      { id: 9, name: 'Red Velvet', extraPerPound: 10000 },
    ],
    icingTypes: [{ code: 'whipped-cream', name: 'Whipped cream', extraPerPound: 0 }],
    defaults: { pound: 1, tier: 1, height: 'regular', flavorId: 7, icingType: 'whipped-cream' },
    egglessAvailable: true,
    isPhotoCake: false,
    allowsMessage: true,
    maxMessageLength: 30,
    ...overrides,
  };
}

const requests: URLSearchParams[] = [];
const server = setupServer();
const clients: QueryClient[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Drop cached queries so no garbage-collection timer keeps jest alive after the run.
  for (const client of clients.splice(0)) client.clear();
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

/** The fake server prices a cake as 1,000 rupees per pound, plus 500 for eggless, so each change shows a new price. */
function priceByRule() {
  server.use(
    http.get(PRICE_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const rupees = Number(params.get('pound')) * 1000 + (params.get('eggless') === 'true' ? 500 : 0) +
        (params.get('flavorId') === '9' ? 250 : 0);
      return HttpResponse.json({ data: { productPrice: rupees * 100, listPrice: rupees * 100, currency: 'NPR' } });
    }),
  );
}

function renderForm(options: Partial<CakeOptionsView> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  clients.push(client);
  render(
    <QueryClientProvider client={client}>
      <CakeOptionsForm
        productId={42}
        cake={cake(options)}
        initialPrice={{ productPrice: 120000, listPrice: 140000 }}
        debounceMs={0}
      />
    </QueryClientProvider>,
  );
}

const price = () => screen.getByTestId('product-price');

test('shows the server-rendered price at the default options without asking the server', async () => {
  priceByRule();
  renderForm();
  expect(price()).toHaveTextContent('रू 1,200');
  expect(price()).toHaveTextContent('रू 1,400'); // struck-through list price
  await new Promise((r) => setTimeout(r, 30));
  expect(requests).toHaveLength(0);
});

test('changing the pound asks calculate-product-price with the full selection and shows the new price', async () => {
  priceByRule();
  const user = userEvent.setup();
  renderForm();

  await user.selectOptions(screen.getByLabelText('Size (pounds)'), '2');

  await waitFor(() => expect(price()).toHaveTextContent('रू 2,000'));
  const last = requests[requests.length - 1];
  expect(Object.fromEntries(last!)).toEqual({
    productId: '42',
    pound: '2',
    tier: '1',
    height: 'regular',
    flavorId: '7',
    icingType: 'whipped-cream',
    eggless: 'false',
    lessCream: 'false',
  });
});

test('changing the flavour sends its flavorId and shows the new price', async () => {
  priceByRule();
  const user = userEvent.setup();
  renderForm();

  await user.selectOptions(screen.getByLabelText('Flavour'), 'Red Velvet (+रू 100/lb)');

  await waitFor(() => expect(price()).toHaveTextContent('रू 1,250'));
  expect(requests[requests.length - 1]?.get('flavorId')).toBe('9');
});

test('ticking eggless sends eggless=true and shows the new price', async () => {
  priceByRule();
  const user = userEvent.setup();
  renderForm();

  await user.click(screen.getByRole('checkbox', { name: /Eggless/ }));

  await waitFor(() => expect(price()).toHaveTextContent('रू 1,500'));
  expect(requests[requests.length - 1]?.get('eggless')).toBe('true');
});

test('a combination the server refuses shows its message beside that field, not a price', async () => {
  server.use(
    http.get(PRICE_URL, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        {
          error: {
            message: 'The smallest size for 2 tiers is 3 lb.',
            code: 'unprocessable',
            fields: { pound: 'The smallest size for 2 tiers is 3 lb.' },
          },
        },
        { status: 422 },
      );
    }),
  );
  const user = userEvent.setup();
  renderForm();

  await user.selectOptions(screen.getByLabelText('Size (pounds)'), '1.5');

  const poundSelect = screen.getByLabelText('Size (pounds)');
  await waitFor(() => expect(poundSelect).toHaveAccessibleDescription('The smallest size for 2 tiers is 3 lb.'));
  expect(poundSelect).toHaveAttribute('aria-invalid', 'true');
  expect(within(price()).queryByText(/रू/)).not.toBeInTheDocument();
});

test('choosing two tiers raises the pound to the tier minimum and smaller sizes cannot be picked', async () => {
  priceByRule();
  const user = userEvent.setup();
  renderForm();

  await user.selectOptions(screen.getByLabelText('Tiers'), '2');

  const pound = screen.getByLabelText('Size (pounds)') as HTMLSelectElement;
  expect(pound.value).toBe('3');
  expect(screen.getByRole('option', { name: '2.5 lb' })).toBeDisabled();
  await waitFor(() => expect(requests[requests.length - 1]?.get('tier')).toBe('2'));
  expect(requests[requests.length - 1]?.get('pound')).toBe('3');
});

test('eggless is only offered when the cake can be made eggless; the message respects its maximum length', async () => {
  priceByRule();
  const user = userEvent.setup();
  renderForm({ egglessAvailable: false, egglessPerPound: null, maxMessageLength: 10 });

  expect(screen.queryByRole('checkbox', { name: /Eggless/ })).not.toBeInTheDocument();
  const message = screen.getByLabelText(/Message on cake/);
  await user.type(message, 'Happy Birthday Aama');
  expect(message).toHaveValue('Happy Birt');
  expect(screen.getByText('10/10 characters')).toBeInTheDocument();
});
