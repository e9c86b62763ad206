import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { deliveryMethodsTimeSlot } from '@/lib/server/services/delivery';
import { methodsTimeSlotSchema } from '@/lib/validation/delivery';

// POST {locationId, deliveryDate, productIds} → data.deliveryMethods, each with its charge and time slots; a slot is
// offered only when it ends after now + the products' lead time and still has room (SPEC "delivery methods").
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const input = parseOrThrow(methodsTimeSlotSchema, await jsonBody(request));
  return ok(await deliveryMethodsTimeSlot(input));
});
