import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listStoreProducts } from '@/lib/server/services/catalogue';
import { productFiltersSchema } from '@/lib/validation/catalogue';
import { existingPage, idOrSlugOr404, orNotFound, publicOk } from '../../../_support/catalogue-route';

export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (request, { params }) => {
  const key = idOrSlugOr404((await params).idOrSlug, 'Store');
  const filters = parseOrThrow(productFiltersSchema, queryObject(request));
  const { store, products, filterbox, pagination } = existingPage(orNotFound(await listStoreProducts(key, filters), 'Store'));
  return publicOk({ store, products, filterbox }, pagination);
});
