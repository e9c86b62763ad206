import { API_BASE, endpoints } from './endpoints';
import { DEFAULT_CURRENCY, type CurrencyInfo } from '@/lib/domain/currency';

// SPEC §3 local storage "currency info (currency, factor, round)" and §7 "GET currency conversion (result stored
// locally)". The shop's prices are NPR; the stored info is what a price display in another currency reads. Refreshed
// once a day so a rate change reaches returning visitors.

export const CURRENCY_INFO_KEY = 'currency_info';
const REFRESH_MS = 24 * 60 * 60 * 1000;

export const NPR_INFO: CurrencyInfo = { currency: DEFAULT_CURRENCY, factor: 1, round: 2 };

type Stored = CurrencyInfo & { fetchedAt: number };

function isCurrencyInfo(value: unknown): value is Stored {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.currency === 'string' && typeof v.factor === 'number' && typeof v.round === 'number';
}

function readStored(): Stored | null {
  try {
    const raw = window.localStorage.getItem(CURRENCY_INFO_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isCurrencyInfo(parsed) ? parsed : null;
  } catch {
    return null; // storage disabled or a corrupt entry: behave as NPR
  }
}

/** The visitor's currency info; NPR until the shop has told us otherwise. */
export function storedCurrencyInfo(): CurrencyInfo {
  const stored = typeof window === 'undefined' ? null : readStored();
  return stored ? { currency: stored.currency, factor: stored.factor, round: stored.round } : NPR_INFO;
}

/**
 * Asks the API for the info of the stored currency (NPR at first) when none is stored or it is a day old, and stores
 * the answer. Failures keep what is stored: prices still show in NPR.
 */
export async function refreshCurrencyInfo(now = Date.now(), fetcher: typeof fetch = fetch): Promise<CurrencyInfo> {
  const stored = readStored();
  if (stored && now - (stored.fetchedAt ?? 0) < REFRESH_MS) return storedCurrencyInfo();
  const currency = stored?.currency ?? DEFAULT_CURRENCY;
  try {
    const response = await fetcher(`${API_BASE}/${endpoints.currencyConversion}?currency=${encodeURIComponent(currency)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return storedCurrencyInfo();
    const body = (await response.json()) as { data?: unknown };
    if (!isCurrencyInfo(body.data)) return storedCurrencyInfo();
    const next: Stored = { currency: body.data.currency, factor: body.data.factor, round: body.data.round, fetchedAt: now };
    window.localStorage.setItem(CURRENCY_INFO_KEY, JSON.stringify(next));
    return storedCurrencyInfo();
  } catch {
    return storedCurrencyInfo();
  }
}
