import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getProductsByIds, getSuggestedCakes } from '@/lib/server/services/catalogue';
import { suggestedCakesQuerySchema } from '@/lib/validation/catalogue';
import { orNotFound, publicOk } from '../_support/catalogue-route';

/** Cakes to suggest beside a product (?productId) or for an occasion (?occasion), else the best sellers. */
export const GET = handle(async (request) => {
  const query = parseOrThrow(suggestedCakesQuerySchema, queryObject(request));
  if (query.productId !== undefined) orNotFound((await getProductsByIds([query.productId]))[0], 'Product');
  return publicOk({ products: await getSuggestedCakes(query) });
});
