import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { lookup } from '@/lib/server/http/write';
import { firstDeliveryDate } from '@/lib/server/services/delivery';
import { firstDeliveryDateSchema } from '@/lib/validation/delivery';

// POST {productIds, locationId?} → data.firstDeliveryDateTime (ISO, +05:45) and data.firstDeliveryDate (Kathmandu day).
export const dynamic = 'force-dynamic';

export const POST = lookup(async (request) => {
  const input = parseOrThrow(firstDeliveryDateSchema, await jsonBody(request));
  return ok(await firstDeliveryDate(input));
});
