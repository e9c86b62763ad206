import 'server-only';
import { currencyInfo, DEFAULT_CURRENCY, type CurrencyInfo } from '@/lib/domain/currency';
import { badRequest } from '@/lib/server/http/errors';

export const UNKNOWN_CURRENCY = 'We do not show prices in that currency.';

/** currency-conversion: the info the client stores; NPR when none is asked for, 400 for a currency we do not know. */
export function currencyConversion(code: string | undefined): CurrencyInfo {
  const info = currencyInfo(code ?? DEFAULT_CURRENCY);
  if (!info) throw badRequest(UNKNOWN_CURRENCY, { currency: UNKNOWN_CURRENCY });
  return info;
}
