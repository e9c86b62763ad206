import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getProductsByIds } from '@/lib/server/services/catalogue';
import { multipleQuerySchema } from '@/lib/validation/catalogue';
import { publicOk } from '../_support/catalogue-route';

/** Cards for ?ids=1,2,3 in that order (compare list, recently viewed); unknown ids are left out. */
export const GET = handle(async (request) => {
  const { ids } = parseOrThrow(multipleQuerySchema, queryObject(request));
  return publicOk({ products: await getProductsByIds(ids) });
});
