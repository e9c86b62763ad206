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
// Under the coordinates, a drawn map shows the pin among the nearby served areas.

const server = setupServer(http.get('/api/V2/delivery-locations', () => HttpResponse.json(locationsAnswer)));

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

test('a new address starts on the place chosen last time, with its map pin', async () => {
  storeLast(4);
  renderForm();
  const area = await screen.findByLabelText('Area');
  expect(area).toHaveValue('4');
  expect(screen.getByLabelText('Region')).toHaveDisplayValue('Kathmandu Valley');
  expect(screen.getByText(/Delivery to Koteshwor, Kathmandu/)).toBeInTheDocument();
  const map = screen.getByTestId('map-pin');
  expect(within(map).getByRole('img', { name: /Sketch map/ })).toBeInTheDocument();
  expect(map).toHaveTextContent(/Koteshwor, Kathmandu \(no pin dropped/);
  expect(map).toHaveTextContent(/Nearby: New Baneshwor/);
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

test('picking a place remembers it for next time; typed coordinates move the pin', async () => {
  const user = userEvent.setup();
  renderForm();
  await user.selectOptions(await screen.findByLabelText('Region'), 'Gandaki');
  await user.selectOptions(screen.getByLabelText('City'), 'Pokhara');
  expect(JSON.parse(window.localStorage.getItem(LAST_LOCATION_STORAGE_KEY) ?? 'null')).toMatchObject({ value: 11 });
  expect(useDeliveryLocationStore.getState().locationId).toBe(11);

  await user.type(screen.getByLabelText(/Map pin latitude/), '27.6923');
  await user.type(screen.getByLabelText(/Map pin longitude/), '85.3422');
  expect(screen.getByTestId('map-pin')).toHaveTextContent('Pin at 27.6923, 85.3422, in Pokhara');
});

test('editing a saved address keeps its own place', async () => {
  storeLast(11);
  renderForm(addressView({ deliveryLocationId: 3 }));
  expect(await screen.findByLabelText('Area')).toHaveValue('3');
});
