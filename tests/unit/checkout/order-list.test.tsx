import { render, screen } from '@testing-library/react';
import { itemsLine, OrderList } from '@/components/orders/order-list';
import type { OrderSummary } from '@/lib/domain/order-types';

// "and 1 more" counts the order's other lines, not its units (issue 11 §2): two of one cake is one line.

function summary(overrides: Partial<OrderSummary>): OrderSummary {
  return {
    id: 1,
    orderId: 1,
    number: 'UG-3003-000001',
    status: 'placed',
    statusLabel: 'Placed',
    paymentStatus: 'unpaid',
    paymentMethod: 'cod',
    paymentLabel: 'Cash on delivery',
    total: 300000,
    itemCount: 1,
    lineCount: 1,
    firstItem: { name: 'Vanilla Cake', image: '/media/cake/vanilla.svg', quantity: 1 },
    deliveryDate: '2030-03-14',
    slotLabel: '9 AM – 12 PM',
    createdAt: '2030-03-10T04:00:00.000Z',
    canCancel: true,
    canPay: false,
    ...overrides,
  };
}

test('two of one cake: the quantity, and no "more"', () => {
  const order = summary({ itemCount: 2, lineCount: 1, firstItem: { name: 'Vanilla Cake', image: '', quantity: 2 } });
  expect(itemsLine(order)).toBe('Vanilla Cake × 2');
});

test('a cake × 2 and a pack of candles: "and 1 more"', () => {
  expect(itemsLine(summary({ itemCount: 2, lineCount: 2, firstItem: { name: 'Vanilla Cake', image: '', quantity: 2 } }))).toBe('Vanilla Cake × 2 and 1 more');
  expect(itemsLine(summary({ itemCount: 5, lineCount: 3 }))).toBe('Vanilla Cake and 2 more');
});

test('the list shows it, with the payment method’s name from the server', () => {
  render(<OrderList orders={[summary({ itemCount: 3, lineCount: 1, firstItem: { name: 'Vanilla Cake', image: '/media/cake/vanilla.svg', quantity: 3 }, paymentLabel: 'Cash on delivery' })]} />);
  expect(screen.getByText('Vanilla Cake × 3')).toBeInTheDocument();
  expect(screen.queryByText(/more/)).not.toBeInTheDocument();
  expect(screen.getByText('Cash on delivery')).toBeInTheDocument();
});
