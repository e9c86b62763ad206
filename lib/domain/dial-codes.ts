/**
 * Countries for the phone-number country picker (SPEC §3 "Country list entry: name, dial_code, code").
 * Nepal first, then South Asia, then the countries where most Nepalis abroad live and send gifts home from.
 * Where several countries share a dial code (+1, +7, +61…) the first entry wins the lookup.
 */
export type DialCountry = { name: string; dial_code: string; code: string };

export const DIAL_CODES: readonly DialCountry[] = [
  { name: 'Nepal', dial_code: '+977', code: 'NP' },
  { name: 'India', dial_code: '+91', code: 'IN' },
  { name: 'Bangladesh', dial_code: '+880', code: 'BD' },
  { name: 'Bhutan', dial_code: '+975', code: 'BT' },
  { name: 'Sri Lanka', dial_code: '+94', code: 'LK' },
  { name: 'Pakistan', dial_code: '+92', code: 'PK' },
  { name: 'Maldives', dial_code: '+960', code: 'MV' },
  { name: 'Afghanistan', dial_code: '+93', code: 'AF' },
  { name: 'China', dial_code: '+86', code: 'CN' },
  { name: 'United States', dial_code: '+1', code: 'US' },
  { name: 'Canada', dial_code: '+1', code: 'CA' },
  { name: 'United Kingdom', dial_code: '+44', code: 'GB' },
  { name: 'Australia', dial_code: '+61', code: 'AU' },
  { name: 'New Zealand', dial_code: '+64', code: 'NZ' },
  { name: 'United Arab Emirates', dial_code: '+971', code: 'AE' },
  { name: 'Qatar', dial_code: '+974', code: 'QA' },
  { name: 'Saudi Arabia', dial_code: '+966', code: 'SA' },
  { name: 'Kuwait', dial_code: '+965', code: 'KW' },
  { name: 'Oman', dial_code: '+968', code: 'OM' },
  { name: 'Bahrain', dial_code: '+973', code: 'BH' },
  { name: 'Jordan', dial_code: '+962', code: 'JO' },
  { name: 'Lebanon', dial_code: '+961', code: 'LB' },
  { name: 'Israel', dial_code: '+972', code: 'IL' },
  { name: 'Cyprus', dial_code: '+357', code: 'CY' },
  { name: 'Turkey', dial_code: '+90', code: 'TR' },
  { name: 'Malaysia', dial_code: '+60', code: 'MY' },
  { name: 'Singapore', dial_code: '+65', code: 'SG' },
  { name: 'Thailand', dial_code: '+66', code: 'TH' },
  { name: 'Myanmar', dial_code: '+95', code: 'MM' },
  { name: 'Hong Kong', dial_code: '+852', code: 'HK' },
  { name: 'Macau', dial_code: '+853', code: 'MO' },
  { name: 'Taiwan', dial_code: '+886', code: 'TW' },
  { name: 'Japan', dial_code: '+81', code: 'JP' },
  { name: 'South Korea', dial_code: '+82', code: 'KR' },
  { name: 'Philippines', dial_code: '+63', code: 'PH' },
  { name: 'Indonesia', dial_code: '+62', code: 'ID' },
  { name: 'Germany', dial_code: '+49', code: 'DE' },
  { name: 'France', dial_code: '+33', code: 'FR' },
  { name: 'Portugal', dial_code: '+351', code: 'PT' },
  { name: 'Spain', dial_code: '+34', code: 'ES' },
  { name: 'Italy', dial_code: '+39', code: 'IT' },
  { name: 'Netherlands', dial_code: '+31', code: 'NL' },
  { name: 'Belgium', dial_code: '+32', code: 'BE' },
  { name: 'Switzerland', dial_code: '+41', code: 'CH' },
  { name: 'Austria', dial_code: '+43', code: 'AT' },
  { name: 'Ireland', dial_code: '+353', code: 'IE' },
  { name: 'Denmark', dial_code: '+45', code: 'DK' },
  { name: 'Sweden', dial_code: '+46', code: 'SE' },
  { name: 'Norway', dial_code: '+47', code: 'NO' },
  { name: 'Finland', dial_code: '+358', code: 'FI' },
  { name: 'Poland', dial_code: '+48', code: 'PL' },
  { name: 'Romania', dial_code: '+40', code: 'RO' },
  { name: 'Croatia', dial_code: '+385', code: 'HR' },
  { name: 'Malta', dial_code: '+356', code: 'MT' },
  { name: 'Greece', dial_code: '+30', code: 'GR' },
  { name: 'Russia', dial_code: '+7', code: 'RU' },
  { name: 'South Africa', dial_code: '+27', code: 'ZA' },
  { name: 'Brazil', dial_code: '+55', code: 'BR' },
];

/** Keep only digits: '+977', '977', '00977' and '+ 977' all become '977'. */
function dialDigits(dial: string): string {
  return dial.replace(/\D/g, '').replace(/^00/, '');
}

/** SPEC §5: the country code for a dial code ('+977' or '977' → 'NP'), or '' when nothing matches. */
export function countryCodeForDialCode(dial: string | number | null | undefined): string {
  if (dial === null || dial === undefined) return '';
  const digits = dialDigits(String(dial));
  if (!digits) return '';
  return DIAL_CODES.find((country) => dialDigits(country.dial_code) === digits)?.code ?? '';
}

/** The dial code for a country code ('np' or 'NP' → '+977'), or '' when unknown. */
export function dialCodeForCountry(code: string): string {
  const upper = code.trim().toUpperCase();
  return DIAL_CODES.find((country) => country.code === upper)?.dial_code ?? '';
}
