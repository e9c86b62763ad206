import { countryCodeForDialCode, DIAL_CODES, dialCodeForCountry } from '@/lib/domain/dial-codes';

describe('dial codes', () => {
  it('maps a dial code to its country, with or without +', () => {
    expect(countryCodeForDialCode('+977')).toBe('NP');
    expect(countryCodeForDialCode('977')).toBe('NP');
    expect(countryCodeForDialCode('+91')).toBe('IN');
    expect(countryCodeForDialCode('+971')).toBe('AE');
    expect(countryCodeForDialCode('+1')).toBe('US');
    expect(countryCodeForDialCode('0044')).toBe('GB');
  });

  it("returns '' when nothing matches", () => {
    expect(countryCodeForDialCode('+999')).toBe('');
    expect(countryCodeForDialCode('')).toBe('');
    expect(countryCodeForDialCode(undefined)).toBe('');
  });

  it('lists Nepal first and the diaspora countries', () => {
    expect(DIAL_CODES[0]).toEqual({ name: 'Nepal', dial_code: '+977', code: 'NP' });
    for (const code of ['IN', 'BD', 'BT', 'LK', 'PK', 'CN', 'US', 'CA', 'GB', 'AU', 'NZ', 'AE', 'QA', 'SA', 'KW', 'OM', 'BH', 'MY', 'JP', 'KR', 'SG', 'HK', 'DE', 'FR', 'PT', 'ES', 'IT', 'IL', 'CY', 'RU']) {
      expect(dialCodeForCountry(code)).not.toBe('');
    }
    expect(new Set(DIAL_CODES.map((c) => c.code)).size).toBe(DIAL_CODES.length);
  });
});
