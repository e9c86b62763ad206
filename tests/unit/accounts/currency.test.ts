import { convertPaisa, currencyInfo, DEFAULT_CURRENCY, SUPPORTED_CURRENCIES } from '@/lib/domain/currency';

describe('currency table', () => {
  it('defaults to NPR with factor 1 and 2 decimals', () => {
    expect(DEFAULT_CURRENCY).toBe('NPR');
    expect(currencyInfo('NPR')).toEqual({ currency: 'NPR', factor: 1, round: 2 });
  });

  it('uses the Nepal Rastra Bank peg for the Indian rupee (1 INR = 1.60 NPR)', () => {
    expect(currencyInfo('inr')).toEqual({ currency: 'INR', factor: 0.625, round: 2 });
    expect(convertPaisa(160_000, currencyInfo('INR')!)).toBe(1000); // रू 1,600 → ₹1,000
  });

  it('knows the main currencies of Nepali customers abroad', () => {
    for (const code of ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'JPY', 'AED', 'QAR']) expect(SUPPORTED_CURRENCIES).toContain(code);
    const usd = currencyInfo('USD')!;
    // A dollar is worth well over 100 rupees: रू 1,000 is less than $10.
    expect(convertPaisa(100_000, usd)).toBeGreaterThan(5);
    expect(convertPaisa(100_000, usd)).toBeLessThan(10);
  });

  it('shows yen without decimals', () => {
    const yen = currencyInfo('JPY')!;
    expect(yen.round).toBe(0);
    expect(Number.isInteger(convertPaisa(123_456, yen))).toBe(true);
  });

  it('knows nothing of unknown codes, including object-property names', () => {
    expect(currencyInfo('XYZ')).toBeNull();
    expect(currencyInfo('constructor')).toBeNull();
    expect(currencyInfo('__proto__')).toBeNull();
  });
});
