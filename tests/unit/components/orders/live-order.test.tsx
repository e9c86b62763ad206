import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LIVE_ORDER_POLL_MS, LiveOrderHead, LiveOrderTimeline } from '@/components/orders/live-order';
import { OrderTimeline } from '@/components/orders/order-timeline';
import type { OrderDetail, OrderHistoryEntry, OrderStatus } from '@/lib/domain/order-types';

// The customer's order page watching the order (issue 24 ★): it asks order-detail again every 15 s while the order
// can change, shows the rider (first name, a call link) only while the cake is on its way and the time left in the
// slot, stops asking once delivered, and the timeline marks steps by where the order is now.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh, prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/profile/orders/view-order/45',
  useSearchParams: () => new URLSearchParams(),
}));

const detail = jest.fn();
jest.mock('@/lib/api/hooks/use-orders', () => ({ orderCalls: { detail: (...args: unknown[]) => detail(...args) } }));

const at = (status: OrderStatus, time: string, note = ''): OrderHistoryEntry => ({ status, label: status, note, at: time });

function order(status: OrderStatus, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 45,
    orderId: 45,
    number: 'UG-2611-000045',
    status,
    statusLabel: status,
    paymentStatus: 'unpaid',
    paymentMethod: 'cod',
    paymentLabel: 'Cash on delivery',
    total: 247_000,
    itemCount: 1,
    lineCount: 1,
    firstItem: null,
    deliveryDate: '2026-11-28',
    slotLabel: '3 PM – 6 PM',
    createdAt: '2026-11-27T04:00:00.000Z',
    canCancel: false,
    canPay: false,
    items: [],
    totals: { subtotal: 235_000, accessories: 0, discount: 0, voucher: 0, deliveryCharge: 12_000, deliveryDiscount: 0, total: 247_000 },
    couponCode: null,
    address: {
      addressId: 1,
      alias: 'Home',
      receiverName: 'Aama Sharma',
      phoneNumber: '9841234567',
      secondaryPhoneNumber: null,
      landmark: 'Blue gate',
      deliveryLocationId: 11,
      locationLabel: 'New Baneshwor, Kathmandu',
      xCoord: null,
      yCoord: null,
    },
    delivery: { locationId: 11, date: '2026-11-28', method: 'standard', methodName: 'Standard', slotId: 3, slotLabel: '3 PM – 6 PM', startsAt: '', endsAt: '' },
    note: '',
    history: [at('placed', '2026-11-27T04:00:00Z'), at('confirmed', '2026-11-27T05:00:00Z'), at('baking', '2026-11-28T04:00:00Z'), at('ready', '2026-11-28T08:00:00Z')],
    cancellation: null,
    feedback: null,
    canGiveFeedback: false,
    paidAt: null,
    tracking: { rider: null, pickedUpAt: null, arrivedAt: null, deliveredAt: null, arrival: { by: '6 PM', minutesLeft: 90, late: false, text: 'Arriving by 6 PM — 1 hour 30 minutes left' }, live: true },
    ...overrides,
  };
}

const onTheWay = order('out_for_delivery', {
  history: [...order('ready').history, at('out_for_delivery', '2026-11-28T10:00:00Z')],
  tracking: {
    rider: { firstName: 'Ramesh', phone: '9801234567' },
    pickedUpAt: '2026-11-28T10:00:00Z',
    arrivedAt: null,
    deliveredAt: null,
    arrival: { by: '6 PM', minutesLeft: 42, late: false, text: 'Arriving by 6 PM — 42 minutes left' },
    live: true,
  },
});

const delivered = order('delivered', {
  paymentStatus: 'paid',
  history: [...onTheWay.history, at('delivered', '2026-11-28T11:40:00Z')],
  tracking: { rider: { firstName: 'Ramesh', phone: null }, pickedUpAt: '2026-11-28T10:00:00Z', arrivedAt: null, deliveredAt: '2026-11-28T11:40:00Z', arrival: null, live: false },
});

function renderLive(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  jest.useFakeTimers();
  detail.mockReset();
  refresh.mockReset();
});
afterEach(() => jest.useRealTimers());

const tick = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

test('ready: the time left in the slot, nothing of the rider', () => {
  renderLive(<LiveOrderHead order={order('ready')} />);
  expect(screen.getByTestId('order-arrival')).toHaveTextContent('Arriving by 6 PM — 1 hour 30 minutes left');
  expect(screen.queryByTestId('order-rider')).not.toBeInTheDocument();
});

test('asks again every 15 s: the rider appears with a call link when the cake leaves; stops once delivered', async () => {
  detail.mockResolvedValueOnce(onTheWay).mockResolvedValueOnce(delivered);
  renderLive(
    <>
      <LiveOrderHead order={order('ready')} />
      <LiveOrderTimeline order={order('ready')} />
    </>,
  );
  await tick(LIVE_ORDER_POLL_MS - 1_000);
  expect(detail).not.toHaveBeenCalled();

  await tick(1_000);
  expect(detail).toHaveBeenCalledTimes(1);
  expect(detail).toHaveBeenCalledWith(45);
  const rider = await screen.findByTestId('order-rider');
  expect(rider).toHaveTextContent('Ramesh is bringing your order');
  expect(within(rider).getByRole('link', { name: 'Call Ramesh on 9801234567' })).toHaveAttribute('href', 'tel:+9779801234567');
  expect(screen.getByTestId('order-arrival')).toHaveTextContent('42 minutes left');
  expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Out for delivery');
  expect(refresh).toHaveBeenCalled(); // the server-rendered rest follows the new status

  await tick(LIVE_ORDER_POLL_MS);
  expect(detail).toHaveBeenCalledTimes(2);
  expect(await screen.findByText(/^Delivered .* by Ramesh\.$/)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Call Ramesh/ })).not.toBeInTheDocument();

  await tick(LIVE_ORDER_POLL_MS * 4);
  expect(detail).toHaveBeenCalledTimes(2);
});

test('the timeline marks steps by where the order is: back at ready after a failed attempt, "out for delivery" waits again', () => {
  const back = order('ready', {
    history: [...onTheWay.history, at('ready', '2026-11-28T11:00:00Z', 'Could not deliver: No one at home')],
  });
  render(<OrderTimeline order={back} />);
  const steps = screen.getAllByRole('listitem');
  expect(steps.map((s) => s.getAttribute('data-done'))).toEqual(['true', 'true', 'true', 'true', 'false', 'false']);
  expect(steps[3]).toHaveTextContent('Could not deliver: No one at home');
  expect(steps[2]).toHaveTextContent('Baking');
});
