import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { findCakes } from '@/lib/server/services/catalogue';
import { findCakesQuerySchema } from '@/lib/validation/catalogue';
import { existingPage, publicOk } from '../_support/catalogue-route';

/** The cake finder: occasion, flavour, budget (rupees), eggless, pound. */
export const GET = handle(async (request) => {
  const query = parseOrThrow(findCakesQuerySchema, queryObject(request));
  const { products, pagination } = existingPage(await findCakes(query));
  return publicOk({ products }, pagination);
});
