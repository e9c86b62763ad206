/**
 * Money helpers. Every amount in the app is an integer number of paisa (1 rupee = 100 paisa), NPR.
 * Formatting follows SPEC §9: the rupee sign, Indian digit grouping (12,345), and amounts above 1,00,000 rupees
 * shown in lakh and above 1,00,00,000 rupees in crore — on every page, in every mail and on every share image.
 * formatNpr is the one formatter: nothing else writes an amount for a person to read.
 */

export const RUPEE_SIGN = 'रू';

/** Rupee amounts strictly above these are shortened (compact mode). */
export const LAKH = 1_00_000;
export const CRORE = 1_00_00_000;

export interface FormatNprOptions {
  /**
   * How many decimals an amount above a lakh keeps. Compact (the default) keeps at most 2, truncated, never rounded
   * up: 'रू 1.23 lakh' for रू 1,23,456 — right for a card, a goal or a progress bar. `compact: false` keeps every
   * digit, paisa too ('रू 1.23456 lakh'), where the exact figure matters (cart, checkout, orders, receipts, mail).
   * Either way an amount above a lakh is written in lakh or crore (SPEC §9), never as 1,23,456.
   */
  compact?: boolean;
}

/**
 * Indian digit grouping of a whole number of rupees: 1250 → '1,250', 1234567 → '12,34,567'. Written out rather than
 * with Intl.NumberFormat('en-IN'): this module loads with every page, and building a NumberFormat there loads ICU's
 * locale data on the browser's main thread before the page can respond (about 20 ms on a phone-class CPU).
 */
export function groupIndian(whole: number): string {
  const digits = String(Math.trunc(Math.abs(whole)));
  const sign = whole < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/**
 * The exact figure of a non-negative amount in paisa, without a sign or unit: 125000 → '1,250', 125050 → '1,250.50',
 * 123456700 → '12,34,567'. Whole rupees unless paisa remain, then exactly 2 decimals.
 */
export function rupeeFigure(paisa: number): string {
  const whole = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? groupIndian(whole) : `${groupIndian(whole)}.${String(rest).padStart(2, '0')}`;
}

/** Truncate (never round up) to 2 decimals and drop trailing zeros: 1.2599 → '1.25', 2.5 → '2.5', 3 → '3'. */
function shortDecimal(value: number): string {
  const hundredths = Math.floor(value * 100 + 1e-9);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return groupIndian(whole);
  return `${groupIndian(whole)}.${String(fraction).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * Every digit of `paisa` in units of `unitPaisa` (a power of ten): exactDecimal(12345650, 10_000_000) → '1.234565'.
 * Integer arithmetic on the digits, so no binary fraction ever shows (1.2345650000000001).
 */
function exactDecimal(paisa: number, unitPaisa: number): string {
  const whole = Math.floor(paisa / unitPaisa);
  const rest = paisa % unitPaisa;
  if (rest === 0) return groupIndian(whole);
  const digits = String(unitPaisa).length - 1;
  return `${groupIndian(whole)}.${String(rest).padStart(digits, '0').replace(/0+$/, '')}`;
}

/**
 * 'रू 1,250', 'रू 1,250.50', 'रू 1,00,000'; above a lakh 'रू 1.25 lakh' (compact) or 'रू 1.25456 lakh'
 * (compact: false, every digit), above a crore 'रू 2.5 crore'. Up to a lakh: whole rupees unless paisa remain, then
 * exactly 2 decimals. Negative amounts get a leading minus ('-रू 50').
 */
export function formatNpr(paisa: number, options: FormatNprOptions = {}): string {
  if (!Number.isFinite(paisa)) return `${RUPEE_SIGN} –`;
  const compact = options.compact ?? true;
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paisa));
  const rupees = abs / 100;

  let body: string;
  if (rupees > CRORE) body = `${compact ? shortDecimal(rupees / CRORE) : exactDecimal(abs, CRORE * 100)} crore`;
  else if (rupees > LAKH) body = `${compact ? shortDecimal(rupees / LAKH) : exactDecimal(abs, LAKH * 100)} lakh`;
  else body = rupeeFigure(abs);

  return `${sign}${RUPEE_SIGN} ${body}`;
}

/** 125050 → 1250.5 (a plain number, for display maths or inputs; never store it). */
export function paisaToRupees(paisa: number): number {
  return paisa / 100;
}

/**
 * 1250.5 → 125050. Throws a RangeError for non-finite values or fractions of a paisa (12.345), because silently
 * rounding money hides bugs. Tolerates binary floating-point noise (0.1 + 0.2).
 */
export function rupeesToPaisa(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  const scaled = rupees * 100;
  const paisa = Math.round(scaled);
  if (Math.abs(scaled - paisa) > 1e-6) throw new RangeError(`${rupees} rupees has a fraction of a paisa`);
  return paisa === 0 ? 0 : paisa; // avoid -0
}

/**
 * Whole-number percentage saved when `sale` replaces `price` (both paisa). Rounded DOWN so we never advertise a
 * bigger discount than the customer gets. 0 when there is no real discount.
 */
export function discountPercent(price: number, sale: number | null | undefined): number {
  if (sale == null || !Number.isFinite(price) || !Number.isFinite(sale)) return 0;
  if (price <= 0 || sale < 0 || sale >= price) return 0;
  return Math.floor(((price - sale) * 100) / price + 1e-9);
}
