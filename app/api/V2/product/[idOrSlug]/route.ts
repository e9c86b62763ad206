import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getProductDetail } from '@/lib/server/services/catalogue';
import { productDetailQuerySchema } from '@/lib/validation/catalogue';
import { idOrSlugOr404, orNotFound } from '../../_support/catalogue-route';

/** One product by id or slug, with reviews, accessories, combos and cake options. ?forceInactive shows a hidden one. */
export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (request, { params }) => {
  const idOrSlug = idOrSlugOr404((await params).idOrSlug, 'Product');
  const { forceInactive } = parseOrThrow(productDetailQuerySchema, queryObject(request));
  const product = orNotFound(await getProductDetail(idOrSlug, { forceInactive }), 'Product');
  // A hidden product shown on request must not be cached for everyone.
  return ok({ product }, undefined, { cache: product.isActive ? 'catalogue' : 'private' });
});
