import { describePrize, wonPhrase, type PrizeTerms } from '@/lib/domain/games';
import { couponTerms, prizeCoupon, prizeEffect } from '@/lib/domain/prize-effects';

// Issue 29: "Free delivery: रू 150 off your order" took रू 150 off the items and left "Delivery रू 120" at review. Every
// prize kind's words (the wheel's table, the wallet, the cart and the order all use describePrize) must say what its
// effect does (prizeEffect runs the very rules the server charges with), and the coupon that carries a prize must
// carry it whole, so the wallet, which reads the coupon back, words it as the wheel did.

const BOX = { productId: 94, name: 'Box of 6 Red Velvet Cupcakes' };
const terms = (kind: PrizeTerms['kind'], more: Partial<PrizeTerms> = {}): PrizeTerms => ({ kind, value: 0, minSubtotal: 0, maxDiscount: null, ...more });

// An order of रू 2,000 of goods; standard delivery रू 120, or रू 620 with the midnight premium.
const ORDER = { base: 200_000, deliveryCharge: 12_000 };
const MIDNIGHT = { base: 200_000, deliveryCharge: 62_000 };

type Row = {
  name: string;
  terms: PrizeTerms;
  words: string;
  /** Paisa off the items, the delivery taken off (standard, midnight), the free item. */
  discount: number;
  delivery: [number, number];
  item: typeof BOX | null;
};

const ROWS: Row[] = [
  { name: 'a percent off, capped', terms: terms('percent', { value: 10, maxDiscount: 15_000 }), words: '10% off (up to रू 150)', discount: 15_000, delivery: [0, 0], item: null },
  { name: 'a percent off', terms: terms('percent', { value: 5 }), words: '5% off', discount: 10_000, delivery: [0, 0], item: null },
  { name: 'rupees off', terms: terms('flat', { value: 15_000 }), words: 'रू 150 off', discount: 15_000, delivery: [0, 0], item: null },
  // Free delivery: the delivery line goes to रू 0 whatever the method, and nothing comes off the items.
  { name: 'free delivery', terms: terms('free_delivery'), words: 'Free delivery', discount: 0, delivery: [12_000, 62_000], item: null },
  // With a cap, the words name it and the delivery is free up to it.
  { name: 'free delivery up to a cap', terms: terms('free_delivery', { maxDiscount: 15_000 }), words: 'Free delivery (up to रू 150)', discount: 0, delivery: [12_000, 15_000], item: null },
  // A free item: the named product comes at रू 0; no money off anything.
  { name: 'a free item', terms: terms('free_item', { item: BOX }), words: 'A free Box of 6 Red Velvet Cupcakes with your order', discount: 0, delivery: [0, 0], item: BOX },
];

describe.each(ROWS)('a prize of $name', ({ terms: t, words, discount, delivery, item }) => {
  it('is worded as what it does', () => {
    expect(describePrize(t)).toBe(words);
  });

  it('does what its words say', () => {
    const standard = prizeEffect(t, ORDER);
    expect(standard).toEqual({ discount, deliveryDiscount: delivery[0], freeItem: item });
    expect(prizeEffect(t, MIDNIGHT).deliveryDiscount).toBe(delivery[1]);
    // The words promise money off exactly when money comes off, delivery exactly when delivery comes off, and an
    // item exactly when one is given.
    expect(/ off\b/.test(words)).toBe(standard.discount > 0);
    expect(/delivery/i.test(words)).toBe(standard.deliveryDiscount > 0);
    expect(item === null || words.includes(item.name)).toBe(true);
  });

  it('travels whole in its coupon, so the wallet and the cart word it the same', () => {
    const coupon = { ...prizeCoupon(t), minSubtotal: t.minSubtotal };
    expect(couponTerms(coupon, item?.name ?? null)).toEqual({ ...t, item });
    expect(describePrize(couponTerms(coupon, item?.name ?? null))).toBe(words);
  });
});

describe('the kinds as a whole', () => {
  it('has a row for every kind a prize can be', () => {
    const kinds = new Set(ROWS.map((r) => r.terms.kind));
    expect([...kinds].sort()).toEqual(['flat', 'free_delivery', 'free_item', 'percent']);
    expect(describePrize(terms('none'))).toBe('No prize this time');
    expect(prizeEffect(terms('none'), ORDER)).toEqual({ discount: 0, deliveryDiscount: 0, freeItem: null });
  });

  it('says a won prize in one phrase, never twice', () => {
    expect(wonPhrase('Free delivery', 'Free delivery')).toBe('Free delivery');
    expect(wonPhrase('10% off', '10% off (up to रू 400)')).toBe('10% off (up to रू 400)');
    expect(wonPhrase('Free cupcake box', 'A free Box of 6 Red Velvet Cupcakes with your order')).toBe('Free cupcake box: A free Box of 6 Red Velvet Cupcakes with your order');
  });
});
