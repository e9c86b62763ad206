import { formatCount } from '@/lib/domain/counts';

describe('formatCount', () => {
  it('leaves counts under a thousand as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });

  it('abbreviates with K, M, B and T', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1234)).toBe('1.2K');
    expect(formatCount(3_450_000)).toBe('3.4M');
    expect(formatCount(1_000_000_000)).toBe('1B');
    expect(formatCount(2_500_000_000_000)).toBe('2.5T');
  });

  it('never rounds up into a unit the number has not reached', () => {
    expect(formatCount(999_999)).toBe('999.9K');
    expect(formatCount(1_999)).toBe('1.9K');
  });

  it('handles negatives and junk', () => {
    expect(formatCount(-1500)).toBe('-1.5K');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
