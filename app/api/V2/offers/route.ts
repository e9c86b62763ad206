import { handle, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listOnOffer } from '@/lib/server/services/catalogue';
import { limitQuerySchema } from '@/lib/validation/catalogue';
import { publicOk } from '../_support/catalogue-route';

/** Products on sale, biggest discount first. */
export const GET = handle(async (request) => {
  const { limit } = parseOrThrow(limitQuerySchema, queryObject(request));
  return publicOk({ products: await listOnOffer(limit) });
});
