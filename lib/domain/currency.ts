// Currency info the client stores (SPEC §3: currency, factor, round). Prices are always NPR paisa on the server;
// `factor` turns an NPR amount into the chosen currency (amountInCurrency = amountInNpr × factor) and `round` is how
// many decimals to show. Display only: nothing is ever charged in another currency.
//
// Rates: the Indian rupee is pegged by Nepal Rastra Bank at 1 INR = 1.60 NPR. The others are rounded mid-points of
// Nepal Rastra Bank's published foreign exchange rates (nrb.org.np/forex) as of RATES_AS_OF; they drift, so refresh
// this table (NPR per unit below) when it matters. Rates NRB quotes per 10 or per 100 units are given per 1 unit.

export const DEFAULT_CURRENCY = 'NPR';
export const RATES_AS_OF = '2025-01-15';

export type CurrencyInfo = { currency: string; factor: number; round: number };

type RateRow = { name: string; nprPerUnit: number; round: number };

const RATES: Record<string, RateRow> = {
  NPR: { name: 'Nepalese rupee', nprPerUnit: 1, round: 2 },
  INR: { name: 'Indian rupee', nprPerUnit: 1.6, round: 2 },
  USD: { name: 'US dollar', nprPerUnit: 137.5, round: 2 },
  EUR: { name: 'Euro', nprPerUnit: 142.0, round: 2 },
  GBP: { name: 'Pound sterling', nprPerUnit: 170.0, round: 2 },
  AUD: { name: 'Australian dollar', nprPerUnit: 85.5, round: 2 },
  CAD: { name: 'Canadian dollar', nprPerUnit: 95.5, round: 2 },
  JPY: { name: 'Japanese yen', nprPerUnit: 0.875, round: 0 },
  CNY: { name: 'Chinese yuan', nprPerUnit: 18.75, round: 2 },
  CHF: { name: 'Swiss franc', nprPerUnit: 151.0, round: 2 },
  SGD: { name: 'Singapore dollar', nprPerUnit: 100.5, round: 2 },
  AED: { name: 'UAE dirham', nprPerUnit: 37.4, round: 2 },
  QAR: { name: 'Qatari riyal', nprPerUnit: 37.7, round: 2 },
  SAR: { name: 'Saudi riyal', nprPerUnit: 36.6, round: 2 },
  KWD: { name: 'Kuwaiti dinar', nprPerUnit: 445.0, round: 3 },
  MYR: { name: 'Malaysian ringgit', nprPerUnit: 30.5, round: 2 },
  KRW: { name: 'South Korean won', nprPerUnit: 0.094, round: 0 },
  HKD: { name: 'Hong Kong dollar', nprPerUnit: 17.7, round: 2 },
};

export const SUPPORTED_CURRENCIES: readonly string[] = Object.keys(RATES);

/** Six significant digits: plenty for display and stable in JSON. */
function significant(value: number): number {
  return Number(value.toPrecision(6));
}

/** The stored currency info for a code (case-insensitive), or null when the shop does not know the currency. */
export function currencyInfo(code: string): CurrencyInfo | null {
  const currency = code.trim().toUpperCase();
  const row = Object.hasOwn(RATES, currency) ? RATES[currency] : undefined;
  if (!row) return null;
  return { currency, factor: significant(1 / row.nprPerUnit), round: row.round };
}

/** An NPR amount in paisa shown in `info`'s currency, rounded to its decimals (display only). */
export function convertPaisa(paisa: number, info: CurrencyInfo): number {
  const scale = 10 ** info.round;
  return Math.round((paisa / 100) * info.factor * scale) / scale;
}
