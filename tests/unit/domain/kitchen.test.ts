import { countPerProduct, kitchenCakeOf, kitchenStepFor, slotFullness, slotUnitsFor, ticketsFor, type KitchenCake, type KitchenOrder } from '@/lib/domain/kitchen';
import { slotStatus } from '@/lib/domain/delivery/schedule';

// The kitchen's pure rules (issue 24): what a cake is for a slot's capacity, the kitchen's next step, counts per
// product and weight, one ticket per cake, and a slot's room for an order's cakes.

const cake = (over: Partial<KitchenCake> = {}): KitchenCake => ({
  itemId: 1, productId: 10, name: 'Classic Black Forest Cake', quantity: 1, pound: 2, tiers: 1, height: null, flavour: 'Chocolate', icing: 'Whipped cream',
  eggless: false, lessCream: false, message: null, photoUrl: null, free: false, ...over,
});

const order = (over: Partial<KitchenOrder> = {}): KitchenOrder & { deliveryDate: string; methodName: string } => ({
  id: 1, number: 'UG-2603-000001', status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'esewa', deliveryMethod: 'standard', slotId: 2, slotLabel: '12 PM – 3 PM',
  area: { id: 7, name: 'New Baneshwor' }, note: '', cakes: [cake()], extras: [], slotUnits: 1, step: 'baking', deliveryDate: '2026-03-14', methodName: 'Standard delivery', ...over,
});

describe('slotUnitsFor', () => {
  it('counts one place per cake, and 1 for an order without a cake', () => {
    expect(slotUnitsFor([{ type: 'cake', quantity: 2 }, { type: 'cake', quantity: 1 }, { type: 'product', quantity: 5 }])).toBe(3);
    expect(slotUnitsFor([{ type: 'product', quantity: 4 }])).toBe(1);
    expect(slotUnitsFor([])).toBe(1);
    expect(slotUnitsFor([{ type: undefined, quantity: 3 }])).toBe(1);
  });
});

describe('kitchenStepFor', () => {
  it('offers Start baking to a confirmed order and Ready to a baking one, nothing else', () => {
    expect(kitchenStepFor('confirmed')).toBe('baking');
    expect(kitchenStepFor('baking')).toBe('ready');
    for (const status of ['placed', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const) expect(kitchenStepFor(status)).toBeNull();
  });
});

describe('countPerProduct', () => {
  it('adds up cakes per product and weight, most first; cancelled orders bake nothing', () => {
    const counts = countPerProduct([
      order({ cakes: [cake({ quantity: 2 }), cake({ itemId: 2, pound: 1 })] }),
      order({ cakes: [cake({ quantity: 1 })], extras: [{ name: '12 Red Roses', quantity: 1, kind: 'product' }, { name: 'Candles', quantity: 3, kind: 'accessory' }] }),
      order({ status: 'cancelled', cakes: [cake({ quantity: 5 })] }),
    ]);
    expect(counts.map((c) => [c.label, c.count])).toEqual([
      ['Classic Black Forest Cake · 2 lb', 3],
      ['12 Red Roses', 1],
      ['Classic Black Forest Cake · 1 lb', 1],
    ]);
  });

  it('keeps tiers apart: a 2-tier cake is another bake', () => {
    const counts = countPerProduct([order({ cakes: [cake({ pound: 4, tiers: 2 }), cake({ itemId: 3, pound: 4 })] })]);
    expect(counts.map((c) => c.label).sort()).toEqual(['Classic Black Forest Cake · 4 lb', 'Classic Black Forest Cake · 4 lb · 2 tiers']);
  });
});

describe('kitchenCakeOf', () => {
  it('reads the stored options with the catalogue’s names', () => {
    const line = { id: 5, productId: 9, name: 'Photo Cake', quantity: 1, kind: 'product', options: { pound: 2, tier: 1, height: 'tall', flavorId: 3, icingType: 'fondant', eggless: true, message: ' Happy 60th Ama ', photoUploadId: 'abc' } };
    expect(kitchenCakeOf(line, { flavour: 'Vanilla', icing: 'Fondant', height: 'Tall', photoUrl: '/media/uploads/abc' })).toEqual({
      itemId: 5, productId: 9, name: 'Photo Cake', quantity: 1, pound: 2, tiers: 1, height: 'Tall', flavour: 'Vanilla', icing: 'Fondant', eggless: true, lessCream: false,
      message: ' Happy 60th Ama ', photoUrl: '/media/uploads/abc', free: false,
    });
    expect(kitchenCakeOf({ ...line, kind: 'prize', options: { height: 'regular', message: '  ' } }, {})).toMatchObject({ height: null, message: null, pound: null, free: true, eggless: false });
  });
});

describe('ticketsFor', () => {
  it('prints one ticket per cake, numbered within the order, and none for a cancelled order', () => {
    const tickets = ticketsFor([
      order({ id: 1, number: 'A', cakes: [cake({ quantity: 2 }), cake({ itemId: 2 })] }),
      order({ id: 2, number: 'B', status: 'cancelled' }),
      order({ id: 3, number: 'C', cakes: [] }),
    ]);
    expect(tickets.map((t) => `${t.orderNumber} ${t.index}/${t.of}`)).toEqual(['A 1/3', 'A 2/3', 'A 3/3']);
    expect(new Set(tickets.map((t) => t.key)).size).toBe(3);
  });
});

describe('a slot’s room for an order’s cakes', () => {
  const slot = { id: 1, label: '12 PM – 3 PM', startMinute: 720, endMinute: 900, capacity: 10 };
  const now = new Date('2026-03-10T08:00:00+05:45');
  const earliest = { at: now, reason: '' };
  const status = (booked: number, units?: number, capacity = 10) => slotStatus({ dateKey: '2026-03-12', slot: { ...slot, capacity }, now, earliest, booked, units });

  it('offers the slot while the cakes fit, full when they do not, closed at capacity 0', () => {
    expect(status(7, 3)).toEqual({ available: true });
    expect(status(8, 3)).toMatchObject({ available: false, full: true, reason: 'This slot has room for only 2 more cakes; your order has 3.' });
    expect(status(10)).toMatchObject({ available: false, full: true, reason: 'This slot is fully booked.' });
    expect(status(12)).toMatchObject({ available: false, full: true });
    expect(status(0, 1, 0)).toEqual({ available: false, reason: 'We are not delivering in this slot that day.' });
  });

  it('says how full a slot is for the badges', () => {
    expect([slotFullness(0, 0), slotFullness(2, 0), slotFullness(41, 40), slotFullness(40, 40), slotFullness(30, 40), slotFullness(3, 40)]).toEqual([
      'closed', 'over', 'over', 'full', 'busy', 'open',
    ]);
  });
});
