import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { lookup } from '@/lib/server/http/write';
import { deliveryCharge } from '@/lib/server/services/delivery';
import { deliveryChargeSchema } from '@/lib/validation/delivery';

// POST {locationId, cartItems:[{productId, quantity}], deliveryMethod?} → data.duration, charge, chargeInfo,
// minMethodCharge, firstDeliveryDate (paisa; SPEC §7).
export const dynamic = 'force-dynamic';

export const POST = lookup(async (request) => {
  const input = parseOrThrow(deliveryChargeSchema, await jsonBody(request));
  return ok(await deliveryCharge(input));
});
