import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listCategoryProducts } from '@/lib/server/services/catalogue';
import { productFiltersSchema } from '@/lib/validation/catalogue';
import { orNotFound, publicOk, slugOr404 } from '../../_support/catalogue-route';

/** A category's products (its children's included) with filters; SPEC §7 reads data.products, data.filterbox. */
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const slug = slugOr404((await params).slug, 'Category');
  const filters = parseOrThrow(productFiltersSchema, queryObject(request));
  const { category, products, filterbox, pagination } = orNotFound(await listCategoryProducts(slug, filters), 'Category');
  return publicOk({ category, products, filterbox }, pagination);
});
