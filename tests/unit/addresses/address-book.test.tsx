/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AddressBook } from '@/components/addresses/address-book';
import type { AddressView } from '@/lib/domain/address-types';
import { ADDRESS_MESSAGES } from '@/lib/validation/address';
import { addressView, locationsAnswer } from './fixtures';

const API = (path: string) => `/api/V2/${path}`;

let saved: AddressView[] = [];
const posts: { path: string; body: Record<string, unknown> }[] = [];

const server = setupServer(
  http.get(API('delivery-locations'), () => HttpResponse.json(locationsAnswer)),
  http.get(API('shipping-addresses'), () => HttpResponse.json({ data: { addressInfo: saved } })),
  http.post(API('add-shipping-address'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posts.push({ path: 'add', body });
    const address = addressView({ id: 50, addressId: 50, alias: String(body.alias), receiverName: String(body.receiverName) });
    saved = [address];
    return HttpResponse.json({ data: { address } }, { status: 201 });
  }),
  http.post(API('delete-shipping-address'), async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    posts.push({ path: 'delete', body });
    saved = saved.filter((a) => a.id !== body.addressId);
    return HttpResponse.json({ data: { addressId: body.addressId, newDefaultId: null } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posts.length = 0;
  saved = [];
  window.localStorage.clear();
});
afterAll(() => server.close());

function renderBook(initial: AddressView[] = [], customerName = '') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AddressBook initial={initial} customerName={customerName} />
    </QueryClientProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function openNewForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add a new address' }));
  await screen.findByLabelText('Region');
}

test('an empty form shows the shared schema’s messages beside the fields and sends nothing', async () => {
  const user = userEvent.setup();
  renderBook();
  await openNewForm(user);
  await user.type(input(/^Second number/), '12345');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  expect(input(/^Receiver’s name/)).toHaveAccessibleDescription(ADDRESS_MESSAGES.receiverName);
  expect(input(/^Mobile number/)).toHaveAccessibleDescription(ADDRESS_MESSAGES.phone);
  expect(input(/^Second number/)).toHaveAccessibleDescription(ADDRESS_MESSAGES.phone);
  expect(screen.getByLabelText('Region')).toHaveAccessibleDescription(ADDRESS_MESSAGES.location);
  expect(posts).toEqual([]);
});

test('a valid address goes out with the phone numbers as integers and the chosen area’s id', async () => {
  const user = userEvent.setup();
  renderBook([], 'Asha Shrestha');
  await openNewForm(user);
  expect(input(/^Receiver’s name/)).toHaveValue('Asha Shrestha');

  await user.click(screen.getByRole('radio', { name: 'Office' }));
  await user.type(input(/^Mobile number/), '+977 984-1234567');
  await user.type(input(/^Second number/), '9801234567');
  await user.selectOptions(screen.getByLabelText('Region'), 'Kathmandu Valley');
  await user.selectOptions(screen.getByLabelText('City'), 'Kathmandu');
  await user.selectOptions(screen.getByLabelText('Area'), 'New Baneshwor');
  expect(screen.getByText(/Delivery to New Baneshwor, Kathmandu: रू 100/)).toBeInTheDocument();
  await user.type(screen.getByLabelText(/^Landmark/), 'Blue gate');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({
    path: 'add',
    body: {
      deliveryLocationId: 3,
      alias: 'Office',
      receiverName: 'Asha Shrestha',
      phoneNumber: 9841234567,
      secondaryPhoneNumber: 9801234567,
      landmark: 'Blue gate',
      xCoord: null,
      yCoord: null,
    },
  });
  // Back to the list, which the server's answer now fills.
  expect(await screen.findByRole('heading', { name: 'Office' })).toBeInTheDocument();
});

test('a city beyond the valley is itself the place: no area to choose', async () => {
  const user = userEvent.setup();
  renderBook([], 'Asha Shrestha');
  await openNewForm(user);
  await user.type(input(/^Mobile number/), '9841234567');
  await user.selectOptions(screen.getByLabelText('Region'), 'Gandaki');
  await user.selectOptions(screen.getByLabelText('City'), 'Pokhara');
  expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();
  expect(screen.getByText(/2 days on the way/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(posts[0]?.body.deliveryLocationId).toBe(11));
});

test('the server’s refusal is shown beside the field it names', async () => {
  server.use(
    http.post(API('add-shipping-address'), () =>
      HttpResponse.json(
        { error: { message: 'The map pin is 140 km from Pokhara.', code: 'pin_far_from_location', fields: { yCoord: 'The map pin is 140 km from Pokhara.' } } },
        { status: 422 },
      ),
    ),
  );
  const user = userEvent.setup();
  renderBook([], 'Asha Shrestha');
  await openNewForm(user);
  await user.type(input(/^Mobile number/), '9841234567');
  await user.selectOptions(screen.getByLabelText('Region'), 'Gandaki');
  await user.selectOptions(screen.getByLabelText('City'), 'Pokhara');
  // The phone is in Kathmandu (no area matched there in this answer), the chosen place is Pokhara.
  server.use(
    http.get(API('location-by-gps'), () =>
      HttpResponse.json({ error: { message: 'We don’t deliver to this spot yet.', code: 'not_found' } }, { status: 404 }),
    ),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 27.69, longitude: 85.34 } } as GeolocationPosition) },
  });
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  await screen.findByText(/Pinned to where your phone is/);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  const pin = screen.getByTestId('map-pin');
  await waitFor(() => expect(within(pin).getByRole('alert')).toHaveTextContent('The map pin is 140 km from Pokhara.'));
  expect(within(pin).getByRole('button', { name: 'Remove the pin' })).toBeInTheDocument();
});

test('a new address starts with the account’s own mobile number', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddressBook initial={[]} customerName="Asha Shrestha" customerPhone="9841234567" />
    </QueryClientProvider>,
  );
  await openNewForm(user);
  expect(input(/^Mobile number/)).toHaveValue('9841234567');
});

test('delete asks first: Keep it sends nothing, Yes, delete removes the address', async () => {
  const user = userEvent.setup();
  const home = addressView();
  saved = [home];
  renderBook([home]);
  const card = screen.getByTestId('address-card');
  expect(card).toHaveTextContent('984-1234567');
  expect(card).toHaveTextContent('New Baneshwor, Kathmandu');

  await user.click(within(card).getByRole('button', { name: 'Delete Home' }));
  await user.click(within(card).getByRole('button', { name: 'Keep it' }));
  expect(posts).toEqual([]);

  await user.click(within(card).getByRole('button', { name: 'Delete Home' }));
  await user.click(within(card).getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(posts).toEqual([{ path: 'delete', body: { addressId: 41 } }]));
  expect(await screen.findByText('No saved addresses yet')).toBeInTheDocument();
});
