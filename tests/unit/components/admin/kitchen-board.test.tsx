import { render, screen, within } from '@testing-library/react';
import { BoardSlot } from '@/components/admin/kitchen/board-slot';
import { KitchenTicketCard } from '@/components/admin/kitchen/kitchen-ticket';
import { ticketsFor, type KitchenCake, type KitchenOrder, type KitchenSlot } from '@/lib/domain/kitchen';

// The board's slot and a printed ticket, as the kitchen reads them: the slot's booked of capacity and what to bake,
// each order's cakes with EGGLESS and the message, the kitchen's button only for the right status and role.

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));

const cake = (over: Partial<KitchenCake> = {}): KitchenCake => ({
  itemId: 1, productId: 10, name: 'Classic Black Forest Cake', quantity: 2, pound: 2, tiers: 1, height: null, flavour: 'Chocolate', icing: 'Whipped cream',
  eggless: true, lessCream: false, message: 'Happy Birthday Aama', photoUrl: null, free: false, ...over,
});
const order = (over: Partial<KitchenOrder>): KitchenOrder => ({
  id: 1, number: 'UG-2603-000101', status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: 'cod', deliveryMethod: 'standard', slotId: 2, slotLabel: '12 PM – 3 PM',
  area: { id: 7, name: 'New Baneshwor' }, note: '', cakes: [cake()], extras: [{ name: 'Number candles', quantity: 1, kind: 'accessory' }], slotUnits: 2, step: 'baking', ...over,
});
const slot: KitchenSlot = {
  id: 2, label: '12 PM – 3 PM', methodCode: 'standard', methodName: 'Standard delivery', startMinute: 720, endMinute: 900, capacity: 3, booked: 3,
  products: [{ key: 'a', label: 'Classic Black Forest Cake · 2 lb', count: 2 }, { key: 'b', label: 'Photo Cake · 1 lb', count: 1 }],
  orders: [
    order({}),
    order({ id: 2, number: 'UG-2603-000102', status: 'placed', step: null, cakes: [cake({ itemId: 2, name: 'Photo Cake', quantity: 1, pound: 1, eggless: false, photoUrl: '/media/uploads/x' })], extras: [] }),
  ],
};

describe('BoardSlot', () => {
  it('says booked of capacity, what to bake, and each cake; Start baking only on the confirmed order', () => {
    render(<BoardSlot slot={slot} date="2026-03-14" canWork />);
    const section = screen.getByRole('region', { name: /12 PM – 3 PM/ });
    expect(within(section).getByText(/3 of 3 cakes booked · Full/)).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'To bake for 12 PM – 3 PM' })).toHaveTextContent('Classic Black Forest Cake · 2 lb × 2');
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('UG-2603-000101');
    expect(first).toHaveTextContent('2 × Classic Black Forest Cake');
    expect(within(first).getByText('Eggless').tagName).toBe('STRONG');
    expect(first).toHaveTextContent('Write: “Happy Birthday Aama”');
    expect(first).toHaveTextContent('1 × Number candles');
    expect(first).toHaveTextContent('Unpaid · Cash on delivery');
    expect(within(first).getByRole('button', { name: 'Start baking: UG-2603-000101' })).toBeEnabled();
    const placed = rows[2]!;
    expect(placed).toHaveTextContent('Placed · not confirmed');
    expect(placed).toHaveTextContent('Waiting for confirmation');
    expect(within(placed).queryByRole('button')).toBeNull();
    expect(within(placed).getByRole('img', { name: /Customer's photo for Photo Cake/ })).toHaveAttribute('src', '/media/uploads/x');
    expect(within(section).getByRole('link', { name: 'Print this slot’s tickets' })).toHaveAttribute('href', '/admin/kitchen/tickets?date=2026-03-14&slot=2');
  });

  it('shows no kitchen button to a role that only reads the board (dispatch)', () => {
    render(<BoardSlot slot={slot} date="2026-03-14" canWork={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('KitchenTicketCard', () => {
  it('prints the order, slot, cake, EGGLESS and the message in big type, one per page', () => {
    const [ticket] = ticketsFor([{ ...order({ note: 'Ring the bell twice' }), deliveryDate: '2026-03-14', methodName: 'Standard delivery' }]);
    render(<KitchenTicketCard ticket={ticket!} day="Sat 14 Mar 2026" />);
    const card = screen.getByRole('article', { name: 'Ticket 1 of 2 for UG-2603-000101' });
    expect(card.className).toContain('break-after-page');
    expect(card).toHaveTextContent('Sat 14 Mar 2026 · 12 PM – 3 PM');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Classic Black Forest Cake');
    expect(card).toHaveTextContent('2 lb · Chocolate · Whipped cream');
    expect(within(card).getByText('Eggless')).toBeInTheDocument();
    expect(card).toHaveTextContent('“Happy Birthday Aama”');
    expect(card).toHaveTextContent('Ring the bell twice');
  });
});
