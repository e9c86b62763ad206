import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { calculateProductPrice } from '@/lib/server/services/catalogue';
import { cakePriceQuerySchema } from '@/lib/validation/catalogue';
import { orNotFound, publicOk, unprocessable } from '../_support/catalogue-route';

/** The price of a cake configuration, in paisa (data.productPrice), computed from the database's rules. */
export const GET = handle(async (request) => {
  const query = parseOrThrow(cakePriceQuerySchema, queryObject(request));
  const result = orNotFound(await calculateProductPrice(query), 'Cake');
  if (!result.ok) throw unprocessable(result.field, result.message);
  return publicOk(result.quote);
});
