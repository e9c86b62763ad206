import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { findCakes } from '@/lib/server/services/catalogue';
import { findCakesQuerySchema } from '@/lib/validation/catalogue';
import { publicOk } from '../_support/catalogue-route';

/** The cake finder: occasion, flavour, budget (rupees), eggless, pound. */
export const GET = handle(async (request) => {
  const query = parseOrThrow(findCakesQuerySchema, queryObject(request));
  const { products, pagination } = await findCakes(query);
  return publicOk({ products }, pagination);
});
