import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { ok } from '@/lib/server/http/respond';
import { getProductDetail } from '@/lib/server/services/catalogue';
import { idOrSlugSchema, productDetailQuerySchema } from '@/lib/validation/catalogue';
import { orNotFound, PUBLIC_CACHE_HEADERS } from '../../_support/catalogue-route';

/** One product by id or slug, with reviews, accessories, combos and cake options. ?forceInactive shows a hidden one. */
export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (request, { params }) => {
  const raw = (await params).idOrSlug;
  const parsed = idOrSlugSchema.safeParse(raw);
  // A number that is not a positive id is bad input; any other odd text simply names no product.
  if (!parsed.success && /^-?\d+$/.test(raw)) parseOrThrow(idOrSlugSchema, raw);
  const idOrSlug = orNotFound(parsed.success ? parsed.data : null, 'Product');
  const { forceInactive } = parseOrThrow(productDetailQuerySchema, queryObject(request));
  const product = orNotFound(
    await getProductDetail(typeof idOrSlug === 'string' ? idOrSlug.toLowerCase() : idOrSlug, { forceInactive }),
    'Product',
  );
  // A hidden product shown on request must not be cached for everyone.
  return ok({ product }, undefined, product.isActive ? { headers: PUBLIC_CACHE_HEADERS } : { headers: { 'Cache-Control': 'private, no-store' } });
});
