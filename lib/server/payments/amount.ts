// Gateways speak rupees as decimal strings ("110", "1000.0", sometimes "1,000.0"); we keep integer paisa. These two
// conversions never go through floating-point multiplication, so 10.10 stays 1010 paisa.

/** 11000 → "110", 11050 → "110.50". */
export function paisaToRupeeString(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa < 0) throw new RangeError(`Not an amount in paisa: ${paisa}`);
  const rupees = Math.floor(paisa / 100);
  const rest = paisa % 100;
  return rest === 0 ? String(rupees) : `${rupees}.${String(rest).padStart(2, '0')}`;
}

/**
 * "110" / "110.0" / "1,000.50" / 110.5 → paisa, or null when it is not a plain non-negative amount or has
 * fractions of a paisa.
 */
export function rupeesToPaisa(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replace(/,/g, ''));
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const paisa = whole * 100 + Number(fraction.padEnd(2, '0') || '0');
  return Number.isSafeInteger(paisa) ? paisa : null;
}
