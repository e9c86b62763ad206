/** @jest-environment node */
import { paisaToRupeeString, rupeesToPaisa } from '@/lib/server/payments/amount';
import { esewaEchoAmount } from '@/lib/server/payments/simulator/esewa-sim';

describe('rupee strings for gateways', () => {
  it('writes whole rupees without decimals and paisa with two', () => {
    expect(paisaToRupeeString(11000)).toBe('110');
    expect(paisaToRupeeString(11050)).toBe('110.50');
    expect(paisaToRupeeString(1005)).toBe('10.05');
    expect(() => paisaToRupeeString(-1)).toThrow();
    expect(() => paisaToRupeeString(1.5)).toThrow();
  });

  it('reads the forms gateways send back, without float rounding errors', () => {
    expect(rupeesToPaisa('110')).toBe(11000);
    expect(rupeesToPaisa('110.0')).toBe(11000);
    expect(rupeesToPaisa('1,000.0')).toBe(100000);
    expect(rupeesToPaisa('10.10')).toBe(1010);
    expect(rupeesToPaisa(1000.5)).toBe(100050);
    expect(rupeesToPaisa('0.29')).toBe(29);
  });

  it('rejects what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.005', '1,00', '1e3', null, undefined, Number.NaN]) {
      expect(rupeesToPaisa(bad)).toBeNull();
    }
  });

  it('echoes amounts the way eSewa writes them', () => {
    expect(esewaEchoAmount(100000)).toBe('1000.0');
    expect(esewaEchoAmount(11050)).toBe('110.5');
    expect(esewaEchoAmount(11055)).toBe('110.55');
    for (const paisa of [100000, 11050, 11055, 1]) expect(rupeesToPaisa(esewaEchoAmount(paisa))).toBe(paisa);
  });
});
