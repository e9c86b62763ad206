import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { compareProducts } from '@/lib/server/services/compare/compare-products';
import { compareQuerySchema } from '@/lib/validation/compare';

// GET compare?ids=1,2,3&type=product|automobile (SPEC §3 Product: compare, compareProducts) → data.compare (the ids
// still comparable, in order) and data.compareProducts (price, sizes, flavours, eggless, delivery, rating; an
// automobile's specs). Priced now, so not kept by shared caches.
export const GET = handle(async (request) => {
  const { ids, type } = parseOrThrow(compareQuerySchema, queryObject(request));
  return ok(await compareProducts(ids, type), undefined, { cache: 'noStore' });
});
