import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { lookup } from '@/lib/server/http/write';
import { currencyConversion } from '@/lib/server/services/accounts';
import { currencySchema } from '@/lib/validation/account';
import { optionalJsonBody } from '../_support/optional-json';

export const dynamic = 'force-dynamic';

/** Currency info the client stores ({currency, factor, round}); NPR when none is asked for. */
export const GET = handle(async (request) => {
  const { currency } = parseOrThrow(currencySchema, queryObject(request));
  return ok(currencyConversion(currency), undefined, { cache: 'reference' });
});

/** The same as GET with {currency} in a JSON body; the spec's client may send no body at all (→ NPR). */
export const POST = lookup(async (request) => {
  const body = await optionalJsonBody(request);
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const { currency } = parseOrThrow(currencySchema, { ...queryObject(request), ...fields });
  return ok(currencyConversion(currency));
});
