/**
 * Short counts for badges, likes, followers, views (SPEC §9: K, M, B, T).
 * 999 → '999', 1234 → '1.2K', 3_450_000 → '3.4M', 1e9 → '1B', 2.5e12 → '2.5T'.
 * One decimal, truncated rather than rounded, so 999_999 reads '999.9K' and never jumps to a bigger unit
 * than the number has reached.
 */
const UNITS = [
  { value: 1e12, suffix: 'T' },
  { value: 1e9, suffix: 'B' },
  { value: 1e6, suffix: 'M' },
  { value: 1e3, suffix: 'K' },
] as const;

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.floor(Math.abs(n));
  for (const unit of UNITS) {
    if (abs >= unit.value) {
      const tenths = Math.floor((abs * 10) / unit.value);
      const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
      return `${sign}${text}${unit.suffix}`;
    }
  }
  return `${sign}${abs}`;
}
