import type { CartAccessoryLine, CartGift } from '@/lib/domain/cart-types';
import { cartOrderLines, lineText, linesInBrief } from '@/lib/domain/order-lines';
import { orderTotalsRows, totalsRowText } from '@/lib/domain/order-totals';
import { line } from '../cart/fixtures';

// Issue 29: "Small White Teddy with Heart comes free" showed in the cart, then vanished from checkout, the order page,
// the mail and the SMS. The cart's one list of lines holds what comes free, at रू 0 with why, and the words every
// later step writes from it keep it.

const cake = line({ cartItemId: 1, name: 'Red Velvet Cake', sellingPrice: 250_000, quantity: 2, optionsSummary: ['2 lb', 'Eggless'] });
const candle: CartAccessoryLine = { id: 3, accessoryId: 3, productId: null, slug: 'candle', name: 'Number candle', kind: 'candle', image: '/c.svg', price: 5_000, quantity: 1, lineTotal: 5_000, available: true };
const gift = (unlocked: boolean, id: number, name: string): CartGift => ({
  id,
  productId: 170 + id,
  title: `Free ${name.toLowerCase()} with orders above रू 5,000`,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  image: '/g.svg',
  threshold: 500_000,
  unlocked,
  remaining: unlocked ? 0 : 100_000,
});

describe('the cart’s one list of lines', () => {
  const lines = cartOrderLines({
    items: [cake],
    accessories: [candle],
    gifts: [gift(true, 1, 'Small White Teddy with Heart'), gift(false, 2, 'Six Red Roses')],
    prize: { code: 'WIN-7K3M-Q9TX', productId: 94, name: 'Box of 6 Red Velvet Cupcakes', slug: 'box', image: '/b.svg', url: '/product/box' },
  });

  it('holds the paid lines, then every gift earned and the prize’s item at रू 0 with why (a gift not yet earned is not there)', () => {
    expect(lines.map((l) => [l.kind, l.name, l.quantity, l.lineTotal, l.note])).toEqual([
      ['product', 'Red Velvet Cake', 2, 500_000, ''],
      ['accessory', 'Number candle', 1, 5_000, ''],
      ['gift', 'Small White Teddy with Heart', 1, 0, 'Free small white teddy with heart with orders above रू 5,000'],
      ['prize', 'Box of 6 Red Velvet Cupcakes', 1, 0, 'Your prize WIN-7K3M-Q9TX'],
    ]);
  });

  it('writes each line for the mail with its price, रू 0 and why for a free one', () => {
    expect(lines.map(lineText)).toEqual([
      'Red Velvet Cake (2 lb, Eggless) × 2 — रू 5,000',
      'Number candle × 1 — रू 50',
      'Small White Teddy with Heart × 1 — रू 0 (free: Free small white teddy with heart with orders above रू 5,000)',
      'Box of 6 Red Velvet Cupcakes × 1 — रू 0 (free: Your prize WIN-7K3M-Q9TX)',
    ]);
  });

  it('names every free line in the SMS’s few words', () => {
    expect(linesInBrief(lines)).toBe('Red Velvet Cake x2 +1 more, free: Small White Teddy with Heart, Box of 6 Red Velvet Cupcakes');
    expect(linesInBrief(lines.slice(0, 1))).toBe('Red Velvet Cake x2');
  });
});

describe('the totals’ rows', () => {
  it('shows a delivery a free-delivery code took off as Free, saying what it took', () => {
    const rows = orderTotalsRows({ subtotal: 200_000, accessories: 0, discount: 0, voucher: 0, deliveryCharge: 0, deliveryDiscount: 12_000, total: 200_000 }, { couponCode: 'WIN-AB', itemCount: 1 });
    expect(rows.map(totalsRowText)).toEqual(['Items (1): रू 2,000', 'Delivery: Free (Your free delivery code WIN-AB: the whole रू 120 off.)', 'Total: रू 2,000']);
    expect(rows.some((r) => r.label.startsWith('Discount'))).toBe(false);
  });

  it('shows what is left to pay when the code has a cap, and the server’s own sentence when it has one', () => {
    const totals = { subtotal: 200_000, accessories: 0, discount: 0, voucher: 0, deliveryCharge: 47_000, deliveryDiscount: 15_000, total: 247_000 };
    expect(totalsRowText(orderTotalsRows(totals, { couponCode: 'WIN-AB' })[1]!)).toBe('Delivery: रू 470 (Your free delivery code WIN-AB: रू 150 off the रू 620.)');
    expect(orderTotalsRows(totals, { deliveryNote: 'As quoted.' })[1]!.note).toBe('As quoted.');
  });
});
