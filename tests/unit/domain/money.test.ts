import { discountPercent, formatNpr, groupIndian, paisaToRupees, rupeesToPaisa } from '@/lib/domain/money';

describe('formatNpr', () => {
  it('shows whole rupees with the rupee sign', () => {
    expect(formatNpr(125000)).toBe('रू 1,250');
    expect(formatNpr(0)).toBe('रू 0');
  });

  it('shows 2 decimals only when paisa remain', () => {
    expect(formatNpr(125050)).toBe('रू 1,250.50');
    expect(formatNpr(5)).toBe('रू 0.05');
  });

  it('groups digits the Indian way up to a lakh, compact or not', () => {
    expect(formatNpr(98_765_50, { compact: false })).toBe('रू 98,765.50');
    expect(formatNpr(1_00_000_00, { compact: false })).toBe('रू 1,00,000');
  });

  it('writes an exact amount above a lakh in lakh or crore with every digit, never 1,23,456 (SPEC §9)', () => {
    expect(formatNpr(2_50_000_00, { compact: false })).toBe('रू 2.5 lakh');
    expect(formatNpr(12_34_567_00, { compact: false })).toBe('रू 12.34567 lakh');
    expect(formatNpr(1_23_456_50, { compact: false })).toBe('रू 1.234565 lakh');
    expect(formatNpr(1_00_000_01, { compact: false })).toBe('रू 1.0000001 lakh');
    expect(formatNpr(25_00_00_000_00, { compact: false })).toBe('रू 25 crore');
    expect(formatNpr(1_23_45_678_00, { compact: false })).toBe('रू 1.2345678 crore');
    expect(formatNpr(-2_15_000_00, { compact: false })).toBe('-रू 2.15 lakh');
  });

  it('keeps exactly 1 lakh in full and shortens above it', () => {
    expect(formatNpr(1_00_000_00)).toBe('रू 1,00,000');
    expect(formatNpr(1_25_000_00)).toBe('रू 1.25 lakh');
    expect(formatNpr(12_34_567_00)).toBe('रू 12.34 lakh');
    expect(formatNpr(2_00_000_00)).toBe('रू 2 lakh');
  });

  it('shows crore above 1,00,00,000 rupees', () => {
    expect(formatNpr(2_50_00_000_00)).toBe('रू 2.5 crore');
    expect(formatNpr(1_00_00_000_00)).toBe('रू 100 lakh');
  });

  it('never rounds a compact amount up past what it is', () => {
    expect(formatNpr(99_99_999_00)).toBe('रू 99.99 lakh');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatNpr(-5000)).toBe('-रू 50');
  });
});

describe('groupIndian', () => {
  it('groups like en-IN number formatting for every size of amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
    const samples = [0, 7, 99, 999, 1000, 9999, 12345, 99999, 100000, 123456, 1234567, 12345678, 100000000, 987654321012];
    for (let n = 1; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const n of samples) {
      expect(groupIndian(n)).toBe(intl.format(n));
      if (n > 0) expect(groupIndian(-n)).toBe(intl.format(-n));
    }
  });

  it('shows a negative amount with a leading minus and never a minus zero', () => {
    expect(groupIndian(-1234567)).toBe('-12,34,567');
    expect(groupIndian(-0)).toBe('0');
  });
});

describe('rupees and paisa', () => {
  it('converts both ways', () => {
    expect(paisaToRupees(125050)).toBe(1250.5);
    expect(rupeesToPaisa(1250.5)).toBe(125050);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaisa(19.99)).toBe(1999);
  });

  it('rejects fractions of a paisa and non-numbers', () => {
    expect(() => rupeesToPaisa(12.345)).toThrow(RangeError);
    expect(() => rupeesToPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => rupeesToPaisa(Infinity)).toThrow(RangeError);
  });
});

describe('discountPercent', () => {
  it('is the whole percentage saved, rounded down', () => {
    expect(discountPercent(100000, 80000)).toBe(20);
    expect(discountPercent(300000, 200000)).toBe(33);
    expect(discountPercent(100000, 33500)).toBe(66);
    expect(discountPercent(1000, 900)).toBe(10);
  });

  it('is 0 without a real discount', () => {
    expect(discountPercent(100000, null)).toBe(0);
    expect(discountPercent(100000, 100000)).toBe(0);
    expect(discountPercent(100000, 120000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
