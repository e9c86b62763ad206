/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ScheduleStep } from '@/components/checkout/schedule-step';
import { initialCheckout, useCheckoutStore } from '@/stores/checkout-store';

// Slots hold cakes (issue 24): a slot the server says is full for the date (or has no room for this cart's cakes)
// is shown "Full" in words and cannot be chosen; a slot closed for another reason (passed, too early) is not "Full".

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

const API = (path: string) => `/api/V2/${path}`;
const server = setupServer(
  http.post(API('first-delivery-date'), () => HttpResponse.json({ data: { firstDeliveryDate: '2030-03-14', firstDeliveryDateTime: '2030-03-14T09:00:00+05:45' } })),
  http.post(API('delivery-methods-time-slot'), () =>
    HttpResponse.json({
      data: {
        deliveryMethods: [
          {
            id: 1, code: 'standard', name: 'Standard delivery', description: '', premium: 0, available: true, charge: 10000, freeDelivery: false, chargeInfo: '', placeInfo: 'Delivery to New Baneshwor: रू 100.', methodInfo: null,
            timeSlots: [
              { id: 1, label: '9 AM – 12 PM', start: '09:00', end: '12:00', available: false, reason: 'This time has passed.' },
              { id: 2, label: '12 PM – 3 PM', start: '12:00', end: '15:00', available: false, full: true, reason: 'This slot is fully booked.' },
              { id: 3, label: '3 PM – 6 PM', start: '15:00', end: '18:00', available: false, full: true, reason: 'This slot has room for only 1 more cake; your order has 2.' },
              { id: 4, label: '6 PM – 9 PM', start: '18:00', end: '21:00', available: true },
            ],
          },
        ],
      },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => useCheckoutStore.setState({ ...initialCheckout(), deliveryDate: '2030-03-14' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('shows a full slot disabled with "Full", and its reason to screen readers', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ScheduleStep productIds={[5]} />
    </QueryClientProvider>,
  );
  const full = await screen.findByRole('radio', { name: /12 PM – 3 PM/ });
  expect(full).toBeDisabled();
  expect(full.closest('label')).toHaveTextContent('Full');
  expect(full).toHaveAccessibleName(/12 PM – 3 PM\s*Full.*This slot is fully booked/);
  expect(screen.getByRole('radio', { name: /3 PM – 6 PM/ }).closest('label')).toHaveTextContent(/Full.*room for only 1 more cake/);
  const passed = screen.getByRole('radio', { name: /9 AM – 12 PM/ });
  expect(passed).toBeDisabled();
  expect(passed.closest('label')).not.toHaveTextContent('Full');
  expect(screen.getByRole('radio', { name: /6 PM – 9 PM/ })).toBeEnabled();
  expect(screen.getAllByText('Full')).toHaveLength(2);
});
