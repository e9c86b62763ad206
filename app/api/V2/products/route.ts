import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { notFound } from '@/lib/server/http/errors';
import { listProducts } from '@/lib/server/services/catalogue';
import { productListQuerySchema } from '@/lib/validation/catalogue';
import { existingPage, publicOk } from '../_support/catalogue-route';

/** All products with filters, optionally within a category, occasion or store, or matching q. */
export const GET = handle(async (request) => {
  const query = parseOrThrow(productListQuerySchema, queryObject(request));
  const list = await listProducts(query);
  if (!list) throw notFound(query.category ? 'Category' : query.occasion ? 'Occasion' : 'Store');
  const { products, filterbox, pagination } = existingPage(list);
  return publicOk({ products, filterbox }, pagination);
});
