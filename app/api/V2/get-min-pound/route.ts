import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { getMinPound } from '@/lib/server/services/catalogue';
import { minPoundQuerySchema } from '@/lib/validation/catalogue';
import { orNotFound, publicOk, unprocessable } from '../_support/catalogue-route';

/** The smallest weight a cake can be ordered in for a tier count (and height). */
export const GET = handle(async (request) => {
  const query = parseOrThrow(minPoundQuerySchema, queryObject(request));
  const result = orNotFound(await getMinPound(query), 'Cake');
  if (!result.ok) throw unprocessable(result.field, result.message);
  return publicOk(result.value);
});
