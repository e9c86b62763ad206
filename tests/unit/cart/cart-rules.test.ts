import { computeTotals, couponDiscount, couponRefusal, maxLineQuantity, optionsKey, type CouponRule } from '@/lib/domain/cart-rules';

const dashain: CouponRule = {
  code: 'DASHAIN10',
  kind: 'percent',
  value: 10,
  minSubtotal: 150000,
  maxDiscount: 50000,
  startsAt: new Date('2026-01-01T00:00:00+05:45'),
  endsAt: new Date('2026-10-31T23:59:59+05:45'),
  usageLimit: 100,
  perUserLimit: null,
  active: true,
};
const now = new Date('2026-10-10T12:00:00+05:45');
const usable = { now, base: 200000, usage: { total: 0, byUser: 0 }, loggedIn: false };

describe('optionsKey', () => {
  it('is the same for the same choices in any order, and ignores unset or false choices', () => {
    expect(optionsKey({ pound: 2, flavorId: 3, eggless: false })).toBe(optionsKey({ flavorId: 3, pound: 2 }));
    expect(optionsKey({})).toBe('');
    expect(optionsKey({ pound: 2, message: 'Happy Birthday' })).not.toBe(optionsKey({ pound: 2 }));
  });
});

describe('couponRefusal', () => {
  it('accepts a live code on a big enough cart', () => {
    expect(couponRefusal(dashain, usable)).toBeNull();
  });

  it('says how much more to add, in whole rupees rounded up (रू 265.44 short → रू 266, since 265 would not do)', () => {
    expect(couponRefusal(dashain, { ...usable, base: 123456 })).toBe('Add रू 266 more to use this code.');
  });

  it('gives the dates of expired and future codes in Kathmandu time', () => {
    // 31 Oct 23:59 in Kathmandu is 18:14 UTC the same day; a UTC formatter would still say 31 Oct, so test the edge:
    // 1 Nov 00:30 Kathmandu is 31 Oct 18:45 UTC.
    const endsAtNight = { ...dashain, endsAt: new Date('2026-11-01T00:30:00+05:45') };
    expect(couponRefusal(endsAtNight, { ...usable, now: new Date('2026-11-02T00:00:00+05:45') })).toBe('This code expired on 1 Nov 2026.');
    expect(couponRefusal(dashain, { ...usable, now: new Date('2025-12-31T23:00:00+05:45') })).toBe('This code can be used from 1 Jan 2026.');
  });

  it('refuses used-up codes, per-customer codes for guests and customers who used them', () => {
    expect(couponRefusal(dashain, { ...usable, usage: { total: 100, byUser: 0 } })).toBe('This code has been used up.');
    const welcome = { ...dashain, perUserLimit: 1, usageLimit: null };
    expect(couponRefusal(welcome, usable)).toMatch(/^Log in/);
    expect(couponRefusal(welcome, { ...usable, loggedIn: true, usage: { total: 5, byUser: 1 } })).toBe('You have already used this code.');
    expect(couponRefusal({ ...dashain, active: false }, usable)).toBe('This code is no longer available.');
  });

  it('names the permanent reason before the amount to add', () => {
    expect(couponRefusal(dashain, { ...usable, base: 1000, now: new Date('2027-01-01T00:00:00+05:45') })).toMatch(/expired/);
  });
});

describe('couponDiscount', () => {
  it('takes the percentage in whole rupees, rounded down, up to the cap', () => {
    expect(couponDiscount(dashain, 199950)).toBe(19900);
    expect(couponDiscount(dashain, 900000)).toBe(50000);
  });

  it('never gives more than the cart is worth', () => {
    expect(couponDiscount({ kind: 'flat', value: 50000, maxDiscount: null }, 30000)).toBe(30000);
    expect(couponDiscount({ kind: 'flat', value: 50000, maxDiscount: null }, 0)).toBe(0);
  });
});

describe('computeTotals', () => {
  it('counts only lines that can be bought, then takes off the discount and the voucher', () => {
    const totals = computeTotals({
      lines: [
        { available: true, sellingPrice: 120000, quantity: 2 },
        { available: false, sellingPrice: 90000, quantity: 1 },
      ],
      accessories: [{ available: true, price: 5000, quantity: 2 }],
      discount: 20000,
      voucherAmount: 50000,
    });
    expect(totals).toEqual({ subtotal: 240000, accessories: 10000, discount: 20000, voucher: 50000, total: 180000, count: 3 });
  });

  it('uses only as much of a voucher as is left to pay', () => {
    const totals = computeTotals({ lines: [{ available: true, sellingPrice: 60000, quantity: 1 }], accessories: [], discount: 0, voucherAmount: 100000 });
    expect(totals).toMatchObject({ voucher: 60000, total: 0 });
  });
});

describe('maxLineQuantity', () => {
  it('allows 20 of a product or cake but 2 of an automobile, never more than in stock', () => {
    expect(maxLineQuantity('product', 50)).toBe(20);
    expect(maxLineQuantity('cake', 7)).toBe(7);
    expect(maxLineQuantity('automobile', 7)).toBe(2);
    expect(maxLineQuantity('automobile', 1)).toBe(1);
  });
});
