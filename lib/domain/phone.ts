/**
 * Nepali mobile numbers: 10 digits starting 9, operator prefixes from libphonenumber's NP mobile pattern
 * (NTC 984/985/986/974/975/976, Ncell 980/981/982/961/962, Smart 988/961…, UTL 972…), optionally written with +977.
 */
export const NEPAL_MOBILE_PATTERN = /^9(?:00|6[0-3]|7[0-24-6]|8[0-24-68])\d{7}$/;

/** Strip spaces, dashes, brackets and a leading +977 / 00977 / 977 country code: '+977 984-1234567' → '9841234567'. */
export function normalizeNepalPhone(input: string): string {
  const digits = input.replace(/[\s\-().]/g, '');
  const withoutCountry = digits.replace(/^(?:\+|00)?977(?=\d{10}$)/, '');
  return withoutCountry;
}

export function isNepalMobile(input: string | number): boolean {
  return NEPAL_MOBILE_PATTERN.test(normalizeNepalPhone(String(input)));
}

/**
 * SPEC §3/§5: phone numbers in address payloads are sent as integers. Returns the national number as an integer
 * (9841234567 — safe: 10 digits is far below 2^53), or null when the input has anything but digits once the
 * formatting and country code are removed.
 */
export function toIntegerPhone(input: string | number): number | null {
  const national = normalizeNepalPhone(String(input));
  if (!/^\d{1,15}$/.test(national)) return null;
  const value = Number(national);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
