import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { locationByGps } from '@/lib/server/services/delivery';
import { gpsQuerySchema } from '@/lib/validation/delivery';

// GET ?latitude&longitude → data.id of the nearest place we serve (within its radius); elsewhere a 404 in words.
// The answer depends only on the point, so caches may keep it.
export const GET = handle(async (request) => {
  const point = parseOrThrow(gpsQuerySchema, queryObject(request));
  return ok(await locationByGps(point), undefined, { cache: 'reference' });
});
