/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  DELIVERY_LOCATIONS_STORAGE_KEY,
  DELIVERY_LOCATIONS_TTL_MS,
  readStoredLocations,
  useDeliveryLocations,
} from '@/lib/api/hooks/use-delivery-locations';
import { ALIASES, LOCATIONS, locationsAnswer } from './fixtures';

// SPEC §9: the delivery-locations list is kept one hour in localStorage.

let requests = 0;
const server = setupServer(
  http.get('/api/V2/delivery-locations', () => {
    requests += 1;
    return HttpResponse.json(locationsAnswer);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

function Places() {
  const { data } = useDeliveryLocations();
  return <p>{data ? `${data.deliveryLocations.length} places` : 'loading'}</p>;
}

const renderPlaces = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Places />
    </QueryClientProvider>,
  );

test('the first visit fetches the list and keeps it for an hour; the next page opens without asking again', async () => {
  const first = renderPlaces();
  expect(await screen.findByText('3 places')).toBeInTheDocument();
  expect(requests).toBe(1);
  const stored = readStoredLocations();
  expect(stored?.value.deliveryLocations).toHaveLength(3);
  expect(stored!.expiresAt - Date.now()).toBeGreaterThan(DELIVERY_LOCATIONS_TTL_MS - 60_000);
  first.unmount();

  renderPlaces(); // a new page: fresh React Query cache, same localStorage
  expect(screen.getByText('3 places')).toBeInTheDocument();
  expect(requests).toBe(1);
});

test('an expired list is thrown away and fetched again', async () => {
  window.localStorage.setItem(
    DELIVERY_LOCATIONS_STORAGE_KEY,
    JSON.stringify({ value: { deliveryLocations: LOCATIONS.slice(0, 1), alias: ALIASES }, expiresAt: Date.now() - 1 }),
  );
  expect(readStoredLocations()).toBeNull();
  expect(window.localStorage.getItem(DELIVERY_LOCATIONS_STORAGE_KEY)).toBeNull();
  renderPlaces();
  expect(await screen.findByText('3 places')).toBeInTheDocument();
  expect(requests).toBe(1);
});
