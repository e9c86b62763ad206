/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AddressForm } from '@/components/addresses/address-form';
import { DAY_MS } from '@/lib/domain/expiring-entry';
import { LAST_LOCATION_STORAGE_KEY, useDeliveryLocationStore } from '@/stores/delivery-location-store';
import { addressView, locationsAnswer } from './fixtures';

// The address form starts on the place chosen last (kept 72 days), and every pick becomes the new last place.
// The map pin is the phone's own position ("Use my location") or none: no latitude or longitude to type.

const server = setupServer(
  http.get('/api/V2/delivery-locations', () => HttpResponse.json(locationsAnswer)),
  http.get('/api/V2/location-by-gps', () => HttpResponse.json({ data: { id: 3, name: 'New Baneshwor' } })),
);

/** The phone says it is at New Baneshwor (geolocation is a browser API jsdom lacks). */
function phoneAt(latitude: number, longitude: number) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude, longitude } } as GeolocationPosition) },
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => useDeliveryLocationStore.setState({ locationId: null, expiresAt: null, restored: false }));
afterEach(() => window.localStorage.clear());
afterAll(() => server.close());

const storeLast = (id: number, expiresAt = Date.now() + 10 * DAY_MS) =>
  window.localStorage.setItem(LAST_LOCATION_STORAGE_KEY, JSON.stringify({ value: id, expiresAt }));

function renderForm(address = null as Parameters<typeof AddressForm>[0]['address']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSave = jest.fn(async () => undefined);
  render(
    <QueryClientProvider client={client}>
      <AddressForm address={address} defaultName="Asha Shrestha" pending={false} onSave={onSave} onCancel={() => undefined} />
    </QueryClientProvider>,
  );
  return { onSave };
}

test('a new address starts on the place chosen last time; without a pin the rider heads for the area', async () => {
  storeLast(4);
  renderForm();
  const area = await screen.findByLabelText('Area');
  expect(area).toHaveValue('4');
  expect(screen.getByLabelText('Region')).toHaveDisplayValue('Kathmandu Valley');
  expect(screen.getByText(/Delivery to Koteshwor, Kathmandu/)).toBeInTheDocument();
  expect(screen.getByTestId('map-pin')).toHaveTextContent('No pin: the rider heads for Koteshwor, Kathmandu and follows your landmark.');
  expect(screen.queryByLabelText(/latitude|longitude/i)).not.toBeInTheDocument();
});

test('an expired last place is not used, and the map waits for a place or a pin', async () => {
  storeLast(4, Date.now() - 1);
  renderForm();
  const region = await screen.findByLabelText('Region');
  expect(region).toHaveValue('');
  expect(screen.queryByLabelText('Area')).not.toBeInTheDocument();
  expect(screen.queryByTestId('map-pin')).not.toBeInTheDocument();
  expect(window.localStorage.getItem(LAST_LOCATION_STORAGE_KEY)).toBeNull();
});

test('picking a place remembers it for next time', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.selectOptions(await screen.findByLabelText('Region'), 'Gandaki');
  await user.selectOptions(screen.getByLabelText('City'), 'Pokhara');
  expect(JSON.parse(window.localStorage.getItem(LAST_LOCATION_STORAGE_KEY) ?? 'null')).toMatchObject({ value: 11 });
  expect(useDeliveryLocationStore.getState().locationId).toBe(11);
});

test('"Use my location" pins the phone’s position and picks its area; the pin is saved, or removed on request', async () => {
  phoneAt(27.6923, 85.3422);
  const user = userEvent.setup();
  const { onSave } = renderForm();
  await user.type(await screen.findByLabelText('Mobile number'), '9841234567');
  await user.click(screen.getByRole('button', { name: 'Use my location' }));
  expect(await screen.findByText('Pin dropped in New Baneshwor.')).toBeInTheDocument();
  expect(screen.getByLabelText('Area')).toHaveValue('3');
  const pin = screen.getByTestId('map-pin');
  expect(pin).toHaveTextContent('Pinned to where your phone is, in New Baneshwor, Kathmandu.');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ deliveryLocationId: 3, xCoord: 85.3422, yCoord: 27.6923 }));

  await user.click(within(pin).getByRole('button', { name: 'Remove the pin' }));
  expect(screen.getByTestId('map-pin')).toHaveTextContent('No pin: the rider heads for New Baneshwor, Kathmandu');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ deliveryLocationId: 3, xCoord: null, yCoord: null }));
});

test('editing a saved address keeps its own place', async () => {
  storeLast(11);
  renderForm(addressView({ deliveryLocationId: 3 }));
  expect(await screen.findByLabelText('Area')).toHaveValue('3');
});
