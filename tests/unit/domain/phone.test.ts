import { isNepalMobile, toIntegerPhone } from '@/lib/domain/phone';

describe('isNepalMobile', () => {
  it('accepts Nepali mobile numbers, with or without +977', () => {
    expect(isNepalMobile('9841234567')).toBe(true);
    expect(isNepalMobile('9801234567')).toBe(true);
    expect(isNepalMobile('+977 9851234567')).toBe(true);
    expect(isNepalMobile('977-9761234567')).toBe(true);
    expect(isNepalMobile(9621234567)).toBe(true);
  });

  it('rejects landlines, unknown prefixes and wrong lengths', () => {
    expect(isNepalMobile('014123456')).toBe(false);
    expect(isNepalMobile('9871234567')).toBe(false);
    expect(isNepalMobile('984123456')).toBe(false);
    expect(isNepalMobile('98412345678')).toBe(false);
    expect(isNepalMobile('98412abc67')).toBe(false);
  });
});

describe('toIntegerPhone', () => {
  it('sends the national number as an integer', () => {
    expect(toIntegerPhone('+977 984-123-4567')).toBe(9841234567);
    expect(toIntegerPhone('9841234567')).toBe(9841234567);
  });

  it('gives null for anything that is not a number', () => {
    expect(toIntegerPhone('call me')).toBeNull();
    expect(toIntegerPhone('')).toBeNull();
  });
});
